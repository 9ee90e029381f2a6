import { resolve } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { text } from './support/i18n';
import { fillLogin, logOut } from './support/panel';
import { registerByApi } from './support/users';
import { expectAccessible } from './support/a11y';

/*
 * docs/rules/decisions.md §9: inside the mobile app wrapper (a stand-in window.ReactNativeWebView
 * recording what the panel posts, kept in sessionStorage across page loads) the panel tells the app
 * about login and logout, and hides the app banner and the app promo alert.
 */
const shots = resolve(import.meta.dirname, '../.tmp/screens');
const phone = { width: 390, height: 844 };

async function posted(page: Page): Promise<unknown[]> {
  return page.evaluate(() => JSON.parse(sessionStorage.getItem('posted') ?? '[]') as unknown[]);
}

test('[GUEST][APP] inside the app wrapper the panel posts login and logout and hides the banner and promo', async ({
  page,
  request,
}) => {
  const user = await registerByApi(request, 'en');
  await page.addInitScript(() => {
    (window as unknown as { ReactNativeWebView: unknown }).ReactNativeWebView = {
      postMessage(message: string) {
        const list = JSON.parse(sessionStorage.getItem('posted') ?? '[]') as unknown[];
        list.push(JSON.parse(message));
        sessionStorage.setItem('posted', JSON.stringify(list));
      },
    };
  });
  await page.setViewportSize(phone);
  await page.goto('/login?lang=en');
  await expectAccessible(page, 'login en at 390 px');
  await fillLogin(page, 'en', user.email, user.password);
  await expect(page).toHaveURL(/\/user-settings\/account$/);
  await expect.poll(() => posted(page)).toEqual([
    { type: 'login', token: expect.any(String), userId: user.userId },
  ]);
  const [login] = (await posted(page)) as { token: string }[];
  const me = await request.get('/api/me', { headers: { Authorization: `Bearer ${login!.token}` } });
  expect(me.status()).toBe(200);

  await page.goto('/');
  await expect(page.getByRole('heading', { name: text('en', 'dashboard.guest.title') })).toBeVisible();
  await expect(page.getByTestId('app-banner')).toHaveCount(0);
  await expect(page.getByTestId('app-promo')).toHaveCount(0);
  await expectAccessible(page, 'dashboard en at 390 px in the app');
  await page.screenshot({ path: `${shots}/dashboard-in-app-en-phone.png`, fullPage: true });

  await logOut(page, 'en');
  expect(await posted(page)).toEqual([
    { type: 'login', token: login!.token, userId: user.userId },
    { type: 'logout' },
  ]);
});

test('[GUEST][APP] outside the wrapper a phone shows the app promo (closable, remembered) and the banner', async ({
  page,
  request,
}) => {
  const user = await registerByApi(request, 'sr');
  await page.addInitScript((token) => localStorage.setItem('access_token', JSON.stringify(token)), user.token);
  await page.setViewportSize(phone);
  await page.goto('/');
  await expect(page.getByTestId('app-banner')).toBeVisible();
  const promo = page.getByTestId('app-promo');
  await expect(promo).toBeVisible();
  await expectAccessible(page, 'dashboard sr at 390 px with the app promo');
  await page.screenshot({ path: `${shots}/dashboard-browser-sr-phone.png`, fullPage: true });
  await promo.getByRole('button', { name: text('sr', 'dashboard.promo.close') }).click();
  await expect(promo).toHaveCount(0);
  await page.reload();
  await expect(page.getByTestId('app-banner')).toBeVisible();
  await expect(page.getByTestId('app-promo')).toHaveCount(0);

  // Desktop never shows it, dismissed or not.
  await page.evaluate(() => localStorage.removeItem('app_promo_dismissed'));
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.reload();
  await expect(page.getByTestId('app-banner')).toBeVisible();
  await expect(page.getByTestId('app-promo')).toHaveCount(0);
});

test('[GUEST][APP] inside the wrapper the google callback path logs in with code and data', async ({ page }) => {
  await page.addInitScript(() => {
    (window as unknown as { ReactNativeWebView: unknown }).ReactNativeWebView = { postMessage() {} };
  });
  await page.setViewportSize(phone);
  const posted = page.waitForRequest((r) => r.url().endsWith('/api/sociallogin/google') && r.method() === 'POST');
  await page.goto('/auth/google/callback?code=app-code&data=app-data&lang=sr');
  const request = await posted;
  expect(request.postDataJSON()).toMatchObject({ code: 'app-code', data: 'app-data', provider: 'google' });
  // This server has no Google client configured: the person sees the generic message.
  await expect(page.getByRole('alert')).toHaveText(text('sr', 'socialLogin.failed'));
  await expect(page.getByRole('link', { name: text('sr', 'socialLogin.back') })).toBeVisible();
  await expectAccessible(page, 'social login failed sr at 390 px');
  await page.screenshot({ path: `${shots}/social-callback-failed-sr-phone.png`, fullPage: true });
});
