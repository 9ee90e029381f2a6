import { resolve } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import type { Locale } from '@gazda/i18n/locales';
import { text } from './support/i18n';
import { photoFile } from './support/listings';
import { expectNoHorizontalOverflow } from './support/panel';
import { registerByApi } from './support/users';
import { expectAccessible } from './support/a11y';
import { latestMailTo, linkIn } from './support/outbox';

/*
 * Issue 6 "Account": the account form of the settings screen (PUT user-settings/account, the
 * avatar) in a real browser against the real server, with pictures at 1280 and 390 px.
 */
const shots = resolve(import.meta.dirname, '../.tmp/screens');
const widths = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
] as const;
const locales: Locale[] = ['sr', 'en'];

async function logIn(page: Page, token: string) {
  await page.addInitScript((t) => localStorage.setItem('access_token', JSON.stringify(t)), token);
}

function field(page: Page, locale: Locale, key: Parameters<typeof text>[1]) {
  return page.getByRole('textbox', { name: text(locale, key), exact: true });
}

for (const locale of locales) {
  for (const size of widths) {
    test(`[HOST][ACCOUNT] host edits name, phone and business details in ${locale} at ${size.width} px`, async ({
      page,
      request,
    }) => {
      const host = await registerByApi(request, locale);
      await logIn(page, host.token);
      await page.setViewportSize(size);
      await page.goto('/user-settings/account');
      const form = page.getByRole('form', { name: text(locale, 'account.form.title') });
      await expect(field(page, locale, 'account.form.first_name')).toHaveValue('Milica');
      // No phone yet: the shell asks for it.
      await expect(page.getByTestId('missing-contact')).toBeVisible();
      await expect(field(page, locale, 'account.form.phone')).toHaveAttribute('placeholder', '+381 64 1234567');

      if (size.name === 'desktop') {
        const picture = await photoFile(resolve(import.meta.dirname, `../.tmp/e2e-avatar-${locale}.jpg`), 20);
        await page.locator('input[type="file"]').setInputFiles(picture);
        await expect(page.getByText(text(locale, 'account.avatar.saved'))).toBeVisible();
        const avatar = page.getByRole('img', { name: text(locale, 'account.avatar.alt') });
        await expect(avatar).toHaveAttribute('src', /^\/uploads\/avatars\/\d+\/[0-9a-f]{32}\.jpg$/);
      }

      await field(page, locale, 'account.form.first_name').fill('Jelena');
      await field(page, locale, 'account.form.phone').fill('064 123 4567');
      await page.getByRole('radio', { name: text(locale, 'account.form.type.business') }).check();
      await field(page, locale, 'account.form.business_name').fill('Vila Zlatibor d.o.o.');
      await field(page, locale, 'account.form.pib').fill('104052136');
      await field(page, locale, 'account.form.mb').fill('20084693');
      await form.getByRole('button', { name: text(locale, 'account.form.submit') }).click();
      // The wrong PIB is caught with the same rule the server uses, in the user's language.
      await expect(page.getByText(text(locale, 'account.pib.invalid_checksum'))).toBeVisible();
      await expectNoHorizontalOverflow(page);
      await expectAccessible(page, `account settings ${locale} at ${size.width} px with an error`);
      await page.screenshot({ path: `${shots}/settings-account-error-${locale}-${size.name}.png`, fullPage: true });

      await field(page, locale, 'account.form.pib').fill('104052135');
      await form.getByRole('button', { name: text(locale, 'account.form.submit') }).click();
      await expect(page.getByText(text(locale, 'account.form.saved'))).toBeVisible();
      await expect(page.getByTestId('missing-contact')).toBeHidden();
      await expect(page.getByText(text(locale, 'account.pib.invalid_checksum'))).toBeHidden();

      await page.reload();
      await expect(field(page, locale, 'account.form.first_name')).toHaveValue('Jelena');
      await expect(field(page, locale, 'account.form.phone')).toHaveValue('+381641234567');
      await expect(page.getByRole('radio', { name: text(locale, 'account.form.type.business') })).toBeChecked();
      await expect(field(page, locale, 'account.form.pib')).toHaveValue('104052135');
      await expectAccessible(page, `account settings ${locale} at ${size.width} px saved`);
      await expectNoHorizontalOverflow(page);
      await page.screenshot({ path: `${shots}/settings-account-${locale}-${size.name}.png`, fullPage: true });

      const me = await request.get('/api/me', { headers: { Authorization: `Bearer ${host.token}` } });
      const user = ((await me.json()) as { data: Record<string, unknown> }).data;
      expect(user).toMatchObject({ first_name: 'Jelena', phone: '+381641234567', account_type: 'business', hasUserDetails: true });
    });
  }
}

test('[HOST][ACCOUNT] a new e-mail asks for the password and changes once the link sent to it is opened', async ({
  page,
  request,
}) => {
  const locale: Locale = 'sr';
  const host = await registerByApi(request, locale);
  await logIn(page, host.token);
  await page.goto('/user-settings/account');
  const form = page.getByRole('form', { name: text(locale, 'account.form.title') });
  const password = field(page, locale, 'account.form.current_password');
  await expect(password).toBeHidden();
  const newEmail = host.email.replace('@', '-novi@');
  await field(page, locale, 'account.form.email').fill(newEmail);
  await password.fill('pogresna-lozinka');
  await form.getByRole('button', { name: text(locale, 'account.form.submit') }).click();
  await expect(form.getByText(text(locale, 'validation.current_password')).first()).toBeVisible();
  await expectAccessible(page, 'account settings sr asking for the password');

  await password.fill(host.password);
  await form.getByRole('button', { name: text(locale, 'account.form.submit') }).click();
  await expect(page.getByText(text(locale, 'account.email_change.sent', { email: newEmail }))).toBeVisible();
  await expect(password).toBeHidden();
  // The account keeps its address, still verified, until the new mailbox opens the link.
  await expect(field(page, locale, 'account.form.email')).toHaveValue(host.email);
  await expect(page.getByTestId('email-pending')).toContainText(newEmail);
  await expect(page.getByTestId('email-not-verified')).toBeHidden();

  const link = new URL(linkIn(await latestMailTo(newEmail), '/email/change/'));
  await page.goto(`${link.pathname}${link.search}`);
  await expect(page.getByText(text(locale, 'account.email_change.success', { email: newEmail }))).toBeVisible();
  await expectAccessible(page, 'e-mail change confirmed sr');
  await page.getByRole('link', { name: text(locale, 'account.email_change.to_settings') }).click();
  await expect(field(page, locale, 'account.form.email')).toHaveValue(newEmail);
  await expect(page.getByTestId('email-pending')).toBeHidden();
  // The old address is told, in the user's language.
  await expect
    .poll(async () => (await latestMailTo(host.email)).subject)
    .toBe(text(locale, 'mail.email_changed.subject'));
});
