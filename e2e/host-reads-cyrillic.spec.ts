import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { localeNames } from '@gazda/i18n/locales';
import { expect, test } from '@playwright/test';
import { expectAccessible } from './support/a11y';
import { text } from './support/i18n';
import { expectNoHorizontalOverflow } from './support/panel';
import { registerByApi } from './support/users';

/*
 * Issue #30 item 4: Serbian in Cyrillic. A guest opens the login with ?lang=sr-Cyrl; a host picks
 * "Српски (ћирилица)" in the language menu, the panel turns Cyrillic at once, the choice is saved
 * (it stays after a reload, the server answers it in me) and the dates are Cyrillic too.
 * Pictures at 1280 and 390 px (HELPER_SHOTS, else .tmp/screens).
 */
const shots = process.env.HELPER_SHOTS ?? resolve(import.meta.dirname, '../.tmp/screens');
const widths = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
] as const;
const CYRILLIC_ONLY = /^[^a-zčćžšđ]*$/i;

for (const size of widths) {
  test(`[GUEST][CYRILLIC] the login in Serbian Cyrillic at ${size.width} px`, async ({ page }) => {
    mkdirSync(shots, { recursive: true });
    await page.setViewportSize(size);
    await page.goto('/login?lang=sr-Cyrl');
    const heading = page.getByRole('heading', { name: text('sr-Cyrl', 'auth.login.title'), level: 1 });
    await expect(heading).toBeVisible();
    expect(await heading.textContent()).toMatch(CYRILLIC_ONLY);
    await expect(page.locator('html')).toHaveAttribute('lang', 'sr-Cyrl');
    await expect(page.getByRole('radio', { name: 'СР' })).toBeChecked();
    await expectNoHorizontalOverflow(page);
    await expectAccessible(page, `login sr-Cyrl at ${size.width} px`);
    await page.screenshot({ path: `${shots}/cyrillic-login-${size.name}.png`, fullPage: true });

    // Latin again from the switch, without leaving the page.
    await page.getByText('SR', { exact: true }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'sr-Latn');
    await expect(page.getByRole('heading', { name: text('sr', 'auth.login.title'), level: 1 })).toBeVisible();
  });

  test(`[HOST][CYRILLIC] a host switches the panel to Cyrillic at ${size.width} px`, async ({
    page,
    request,
  }) => {
    mkdirSync(shots, { recursive: true });
    const host = await registerByApi(request, 'sr');
    await page.addInitScript((token) => localStorage.setItem('access_token', JSON.stringify(token)), host.token);
    await page.setViewportSize(size);
    await page.goto('/user-settings/account');
    await expect(page.getByRole('heading', { name: text('sr', 'account.title'), level: 1 })).toBeVisible();

    const menu = page.getByRole('button', {
      name: text('sr', 'nav.language_menu', { language: localeNames.sr }),
    });
    await menu.click();
    for (const name of Object.values(localeNames)) await expect(page.getByRole('menuitem', { name })).toBeVisible();
    await page.screenshot({ path: `${shots}/cyrillic-language-menu-${size.name}.png` });
    await page.getByRole('menuitem', { name: localeNames['sr-Cyrl'] }).click();

    await expect(page.locator('html')).toHaveAttribute('lang', 'sr-Cyrl');
    const heading = page.getByRole('heading', { name: text('sr-Cyrl', 'account.title'), level: 1 });
    await expect(heading).toBeVisible();
    await expect(page.getByRole('button', { name: text('sr-Cyrl', 'nav.language_menu', { language: localeNames['sr-Cyrl'] }) })).toHaveText('СР');
    await expect
      .poll(async () => {
        const me = await request.get('/api/me', { headers: { Authorization: `Bearer ${host.token}` } });
        return ((await me.json()) as { data: { settings: { lang: string } } }).data.settings.lang;
      })
      .toBe('sr-Cyrl');
    await expectNoHorizontalOverflow(page);
    await expectAccessible(page, `account sr-Cyrl at ${size.width} px`);
    await page.screenshot({ path: `${shots}/cyrillic-account-${size.name}.png`, fullPage: true });

    // Saved: a new page load is Cyrillic from the start, the dashboard too.
    await page.goto('/');
    await expect(page.getByRole('heading', { name: text('sr-Cyrl', 'dashboard.title', { name: 'Milica' }), level: 1 })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'sr-Cyrl');
    await expectNoHorizontalOverflow(page);
    await page.screenshot({ path: `${shots}/cyrillic-dashboard-${size.name}.png`, fullPage: true });
  });
}
