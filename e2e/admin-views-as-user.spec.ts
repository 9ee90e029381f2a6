import { resolve } from 'node:path';
import type { Locale } from '@gazda/i18n/locales';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { text } from './support/i18n';
import { adminToken, photoFile, submittedApartment } from './support/listings';
import { registerByApi } from './support/users';
import { expectAccessible } from './support/a11y';

const shots = resolve(import.meta.dirname, '../.tmp/screens');
const sizes = [
  { name: 'desktop', width: 1280, height: 900 },
  { name: 'phone', width: 390, height: 844 },
];

/*
 * Issue 7, `viewAsAdmin`: from the review queue and the user search the operator opens the host's
 * listing form, account and payouts read-only: the host's data, every field disabled, no save.
 */

async function setLanguage(request: APIRequestContext, token: string, lang: Locale) {
  const answer = await request.post('/api/user-settings/update-settings', {
    headers: { Authorization: `Bearer ${token}` },
    data: { lang },
  });
  expect(answer.status()).toBe(200);
}

async function expectReadOnly(page: Page, locale: Locale) {
  await expect(page.getByText(text(locale, 'admin.view_as.title'))).toBeVisible();
  const fieldset = page.locator('fieldset[disabled]');
  await expect(fieldset).toHaveCount(1);
  await expect(fieldset.locator('input:enabled, textarea:enabled, button:enabled')).toHaveCount(0);
}

test('[ADMIN][USERS] the operator views a host listing, account and payouts read-only', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000); // an axe check at every screen
  const suffix = Math.random().toString(36).slice(2, 7);
  const name = `Vila na Paliću ${suffix}`;
  const host = await registerByApi(request);
  const photo = await photoFile(resolve(import.meta.dirname, '../.tmp/e2e-view-as-admin.jpg'), 200);
  const id = await submittedApartment(request, host.token, photo, { city: 'Subotica', name });
  const payout = await request.post('/api/user-settings/payouts', {
    headers: { Authorization: `Bearer ${host.token}` },
    data: { type: 'domestic', account_number: '260-56010016113-79' },
  });
  expect(payout.status()).toBe(201);

  const token = await adminToken(request);
  const context = await browser.newContext({ viewport: sizes[0] });
  const page = await context.newPage();
  await page.addInitScript((value) => localStorage.setItem('access_token', JSON.stringify(value)), token);

  try {
    for (const locale of ['sr', 'en'] as const) {
      await setLanguage(request, token, locale);
      for (const size of sizes) {
        await page.setViewportSize(size);

        // The review card opens the listing form read-only.
        await page.goto('/admin/listings');
        const card = page.locator(`[data-listing-id="${id}"]`);
        await card.getByRole('link', { name: text(locale, 'admin.listings.open_form') }).click();
        await expect(page).toHaveURL(/viewAsAdmin=1/);
        await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
        await expectReadOnly(page, locale);
        await expect(page.getByRole('button', { name: text(locale, 'listings.form.footer.update') })).toHaveCount(0);
        await page.screenshot({ path: `${shots}/view-as-admin-listing-${locale}-${size.name}.png`, fullPage: true });
        await expectAccessible(page, `listing form as admin ${locale} at ${size.width} px`);

        // The gallery shows the photos, with no drop zone to upload more.
        await page.goto(`/listing/apartment/${id}/gallery?viewAsAdmin=1`);
        await expect(page.getByText(text(locale, 'admin.view_as.title'))).toBeVisible();
        await expect(page.locator('img[src*="/uploads/listings/"]').first()).toBeVisible();
        await expect(page.locator('input[type="file"]')).toHaveCount(0);
        await expectAccessible(page, `gallery as admin ${locale} at ${size.width} px`);

        // The user search opens the host's account, then the payouts tab keeps viewAsAdmin.
        await page.goto(`/admin/users?q=${encodeURIComponent(host.email)}`);
        const result = page.locator(`[data-user-id="${host.userId}"]`);
        await result.getByRole('link', { name: text(locale, 'admin.users.open_panel') }).click();
        await expect(page).toHaveURL(new RegExp(`viewAsAdmin=${host.userId}`));
        await expectReadOnly(page, locale);
        await expect(page.getByText(host.email).first()).toBeVisible();
        await expect(page.getByRole('textbox', { name: text(locale, 'account.form.first_name') }).first()).toHaveValue('Milica');
        await page.screenshot({ path: `${shots}/view-as-admin-account-${locale}-${size.name}.png`, fullPage: true });
        await expectAccessible(page, `account as admin ${locale} at ${size.width} px`);

        await page.getByRole('tab', { name: text(locale, 'payouts.tab') }).click();
        await expect(page).toHaveURL(new RegExp(`payouts\\?viewAsAdmin=${host.userId}`));
        await expect(page.getByText(text(locale, 'admin.view_as.title'))).toBeVisible();
        await expect(page.getByText('1379').first()).toBeVisible();
        await expect(page.getByRole('button', { name: text(locale, 'payouts.edit') })).toHaveCount(0);
        await expect(page.getByRole('button', { name: text(locale, 'payouts.add') })).toHaveCount(0);
        await page.screenshot({ path: `${shots}/view-as-admin-payouts-${locale}-${size.name}.png`, fullPage: true });
        await expectAccessible(page, `payouts as admin ${locale} at ${size.width} px`);
      }
    }
  } finally {
    await setLanguage(request, token, 'sr');
    await context.close();
  }
});
