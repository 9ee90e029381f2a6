import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Locale } from '@gazda/i18n/locales';
import { expect, test } from '@playwright/test';
import { expectAccessible } from './support/a11y';
import { text } from './support/i18n';
import { expectNoHorizontalOverflow } from './support/panel';
import { adminToken } from './support/listings';
import { registerByApi } from './support/users';

/*
 * docs/security.md G13: a host who lost a phone sees where the account is signed in (the
 * change-password tab) and ends that login; the phone's token is refused at once. Pictures at
 * 1280 and 390 px in both languages (HELPER_SHOTS, else .tmp/screens). An operator signs a user
 * out everywhere from the user's account view.
 */
const shots = process.env.HELPER_SHOTS ?? resolve(import.meta.dirname, '../.tmp/screens');
const PHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const widths = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
] as const;
const locales: Locale[] = ['sr', 'en'];

for (const locale of locales) {
  for (const size of widths) {
    test(`[HOST][SESSIONS] host ends the login of a lost phone in ${locale} at ${size.width} px`, async ({
      page,
      request,
    }) => {
      mkdirSync(shots, { recursive: true });
      const host = await registerByApi(request, locale);
      // The registration's own login is not one of the two of this story.
      expect(
        (
          await request.post('/api/logout', { headers: { Authorization: `Bearer ${host.token}` } })
        ).status(),
      ).toBe(204);
      const login = async (headers: Record<string, string>, via = request) => {
        const answer = await via.post('/api/login', {
          headers,
          data: { email: host.email, password: host.password },
        });
        expect(answer.status()).toBe(200);
        return ((await answer.json()) as { token: string }).token;
      };
      const laptop = await login({}, page.request); // this browser's user agent
      const phone = await login({ 'user-agent': PHONE });
      await page.addInitScript(
        (t) => localStorage.setItem('access_token', JSON.stringify(t)),
        laptop,
      );
      await page.setViewportSize(size);

      await page.goto('/user-settings/change-password');
      const list = page.getByRole('list', { name: text(locale, 'account.sessions.list_label') });
      await expect(list.getByRole('listitem')).toHaveCount(2);
      const phoneRow = list.getByRole('listitem', { name: 'Safari · iPhone' });
      await expect(phoneRow).toBeVisible();
      const current = list
        .getByRole('listitem')
        .filter({ hasText: text(locale, 'account.sessions.current') });
      await expect(current).toHaveCount(1);
      await expect(current).not.toHaveAccessibleName('Safari · iPhone');
      await expectNoHorizontalOverflow(page);
      await expectAccessible(page, `sessions ${locale} at ${size.width} px`);
      await page.screenshot({
        path: `${shots}/settings-sessions-${locale}-${size.name}.png`,
        fullPage: true,
      });

      await phoneRow
        .getByRole('button', {
          name: text(locale, 'account.sessions.end_label', { device: 'Safari · iPhone' }),
        })
        .click();
      const dialog = page.getByRole('dialog', { name: text(locale, 'account.sessions.end_title') });
      await expect(dialog).toBeVisible();
      // The password is asked again (ASVS 7.5.2): a wrong one stays under its field, nothing ends.
      const password = dialog.getByLabel(text(locale, 'account.sessions.password'));
      await expect(password).toBeFocused();
      await password.fill('not-my-password');
      const end = dialog.getByRole('button', {
        name: text(locale, 'account.sessions.end'),
        exact: true,
      });
      await end.click();
      await expect(dialog.getByText(text(locale, 'validation.current_password'))).toBeVisible();
      await expectAccessible(page, `sessions ${locale} at ${size.width} px asking`);
      await page.screenshot({
        path: `${shots}/settings-sessions-confirm-${locale}-${size.name}.png`,
      });
      await expect(list.getByRole('listitem')).toHaveCount(2);
      await password.fill(host.password);
      await password.press('Enter');

      await expect(page.getByText(text(locale, 'account.sessions.ended'))).toBeVisible();
      await expect(list.getByRole('listitem')).toHaveCount(1);
      await expect(page.getByText(text(locale, 'account.sessions.only_this'))).toBeVisible();
      // The phone's token is refused at once; this browser's still works.
      const me = (token: string) =>
        request.get('/api/me', { headers: { Authorization: `Bearer ${token}` } });
      expect((await me(phone)).status()).toBe(401);
      expect((await me(laptop)).status()).toBe(200);
      await page.screenshot({
        path: `${shots}/settings-sessions-ended-${locale}-${size.name}.png`,
        fullPage: true,
      });
    });
  }
}

test('[ADMIN][SESSIONS] the operator signs a user out everywhere from the account view', async ({
  page,
  request,
}) => {
  const locale: Locale = 'sr';
  mkdirSync(shots, { recursive: true });
  const user = await registerByApi(request, locale);
  const login = await request.post('/api/login', {
    headers: { 'user-agent': PHONE },
    data: { email: user.email, password: user.password },
  });
  const phone = ((await login.json()) as { token: string }).token;
  const operator = await adminToken(request);
  await page.addInitScript(
    (t) => localStorage.setItem('access_token', JSON.stringify(t)),
    operator,
  );
  // The operator account is shared by the journeys, and its saved language with it: ask for ours.
  await page.goto(`/user-settings/account?viewAsAdmin=${user.userId}&lang=${locale}`);
  await expect(page.getByText(text(locale, 'admin.view_as.title'))).toBeVisible();
  await page.getByRole('button', { name: text(locale, 'admin.logout_user.button') }).click();
  const dialog = page.getByRole('dialog', {
    name: text(locale, 'admin.logout_user.title', { name: 'Milica Jovanović' }),
  });
  await expect(dialog).toBeVisible();
  await expectAccessible(page, 'operator signs a user out, asking');
  await page.screenshot({ path: `${shots}/admin-logout-user-confirm-${locale}.png` });
  await dialog.getByRole('button', { name: text(locale, 'admin.logout_user.confirm') }).click();
  await expect(page.getByText(text(locale, 'admin.logout_user.done'))).toBeVisible();
  const me = (token: string) =>
    request.get('/api/me', { headers: { Authorization: `Bearer ${token}` } });
  for (const token of [user.token, phone]) expect((await me(token)).status()).toBe(401);
  expect((await me(operator)).status()).toBe(200);
});
