import { resolve } from 'node:path';
import { expect, test } from '@playwright/test';
import type { Locale } from '@gazda/i18n/locales';
import { text } from './support/i18n';
import { expectNoHorizontalOverflow } from './support/panel';
import { registerByApi } from './support/users';
import { expectAccessible } from './support/a11y';

/*
 * Every screen of the shell at desktop and phone width in both languages: a screenshot to look at
 * (in .tmp/screens) and an assertion that nothing sticks out sideways and the language is right.
 */
const shots = resolve(import.meta.dirname, '../.tmp/screens');
const widths = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
] as const;
const locales: Locale[] = ['sr', 'en'];

const publicScreens = [
  { name: 'login', path: '/login', heading: 'auth.login.title' },
  { name: 'register', path: '/register', heading: 'auth.register.title' },
  { name: 'forgot-password', path: '/reset-password', heading: 'auth.forgot.title' },
  { name: 'reset-password', path: '/reset-password?token=abc&email=milica%40example.rs', heading: 'auth.reset.title' },
  { name: 'verify-email-failed', path: '/email/verify/1/abc?expires=1&signature=bad', heading: 'auth.verify.title' },
  { name: 'page-not-found', path: '/page-do-not-exists', heading: 'not_found.title' },
  { name: 'catch-all', path: '/no/such/page', heading: 'not_found.title' },
] as const;

const panelScreens = [
  { name: 'dashboard', path: '/', heading: 'dashboard.title' },
  { name: 'settings-account', path: '/user-settings/account', heading: 'account.title' },
  { name: 'settings-password', path: '/user-settings/change-password', heading: 'account.title' },
  { name: 'settings-notifications', path: '/user-settings/notifications', heading: 'account.title' },
] as const;

for (const locale of locales) {
  for (const size of widths) {
    test(`[GUEST][SCREENS] public screens in ${locale} at ${size.width} px`, async ({ page }) => {
      await page.setViewportSize(size);
      for (const screen of publicScreens) {
        const sep = screen.path.includes('?') ? '&' : '?';
        await page.goto(`${screen.path}${sep}lang=${locale}`);
        await expect(page.getByRole('heading', { name: text(locale, screen.heading), level: 1 })).toBeVisible();
        await expect(page.locator('html')).toHaveAttribute('lang', locale === 'sr' ? 'sr-Latn' : 'en');
        await expectNoHorizontalOverflow(page);
        await expectAccessible(page, `${screen.name} ${locale} at ${size.width} px`);
        await page.screenshot({ path: `${shots}/${screen.name}-${locale}-${size.name}.png`, fullPage: true });
      }
    });

    test(`[HOST][SCREENS] panel screens in ${locale} at ${size.width} px`, async ({ page, request }) => {
      const user = await registerByApi(request, locale);
      await page.addInitScript((token) => localStorage.setItem('access_token', JSON.stringify(token)), user.token);
      await page.setViewportSize(size);
      for (const screen of panelScreens) {
        await page.goto(screen.path);
        await expect(
          page.getByRole('heading', { name: text(locale, screen.heading, { name: 'Milica' }), level: 1 }),
        ).toBeVisible();
        await expectNoHorizontalOverflow(page);
        await expectAccessible(page, `${screen.name} ${locale} at ${size.width} px`);
        await page.screenshot({ path: `${shots}/${screen.name}-${locale}-${size.name}.png`, fullPage: true });
      }
      if (size.name === 'phone') {
        // Under 1200 px the links live in a drawer opened by the menu button.
        await page.getByRole('button', { name: text(locale, 'nav.open_menu') }).click();
        const drawer = page.getByRole('dialog');
        await expect(drawer.getByRole('link', { name: text(locale, 'nav.dashboard') })).toBeVisible();
        await expect(drawer.getByRole('link', { name: text(locale, 'nav.my_travel') })).toBeVisible();
        await page.waitForTimeout(300); // let the slide-in finish for the picture
        await expectAccessible(page, `navigation drawer ${locale} at 390 px`);
        await page.screenshot({ path: `${shots}/drawer-${locale}-phone.png` });
      }
    });
  }
}
