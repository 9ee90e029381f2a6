import { expect, type Page } from '@playwright/test';
import type { Locale } from '@gazda/i18n/locales';
import { text } from './i18n';

export async function fillLogin(page: Page, locale: Locale, email: string, password: string) {
  await page.getByRole('textbox', { name: text(locale, 'auth.field.email'), exact: true }).fill(email);
  await page.getByRole('textbox', { name: text(locale, 'auth.field.password'), exact: true }).fill(password);
  await page.getByRole('button', { name: text(locale, 'auth.login.submit'), exact: true }).click();
}

export async function logOut(page: Page, locale: Locale) {
  await page.getByRole('button', { name: text(locale, 'auth.menu.label') }).click();
  await page.getByRole('menuitem', { name: text(locale, 'auth.menu.logout') }).click();
  await expect(page).toHaveURL(/\/login$/);
}

export async function storedToken(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const raw = localStorage.getItem('access_token');
    return raw ? (JSON.parse(raw) as string) : null;
  });
}

/** Nothing sticks out sideways: the page fits the viewport (390 px phones included). */
export async function expectNoHorizontalOverflow(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, 'horizontal overflow in px').toBeLessThanOrEqual(0);
}
