import { resolve } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import type { Locale } from '@gazda/i18n/locales';
import { text } from './support/i18n';
import { photoFile, submittedApartment } from './support/listings';
import { expectNoHorizontalOverflow } from './support/panel';
import { registerByApi } from './support/users';
import { expectAccessible } from './support/a11y';

/*
 * Issue 6 "Account": the activity log screen (docs/rules/decisions.md §8) and the realtime channel
 * (`users.{id}`, UserUpdated) in a real browser against the real server.
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

for (const locale of locales) {
  test(`[HOST][ACTIVITY] host reads and filters the activity log in ${locale}`, async ({ page, request }) => {
    const host = await registerByApi(request, locale);
    const photo = await photoFile(resolve(import.meta.dirname, `../.tmp/e2e-activity-${locale}.jpg`), 200);
    await submittedApartment(request, host.token, photo, { name: 'Stan na Vračaru' });
    const settings = await request.post('/api/user-settings/update-settings', {
      headers: { Authorization: `Bearer ${host.token}` },
      data: { notifications: false },
    });
    expect(settings.status()).toBe(200);
    await logIn(page, host.token);

    for (const size of widths) {
      await page.setViewportSize(size);
      await page.goto('/activity-log');
      await expect(page.getByRole('heading', { name: text(locale, 'activityLog.title'), level: 1 })).toBeVisible();
      const main = page.getByRole('main');
      const entries = size.name === 'desktop' ? main.locator('tbody tr') : main.locator('ol > li');
      // Newest first: the settings change, then the listing's submission.
      await expect(entries.first()).toContainText(text(locale, 'activityLog.field.notifications'));
      await expect(entries.first()).toContainText(text(locale, 'activityLog.account'));
      await expect(entries.nth(1)).toContainText(text(locale, 'listings.status.pending'));
      await expect(entries.nth(1)).toContainText('Stan na Vračaru');
      await expect(entries).toHaveCount(20);
      await expectNoHorizontalOverflow(page);
      await expectAccessible(page, `activity log ${locale} at ${size.width} px`);
      await page.screenshot({ path: `${shots}/activity-log-${locale}-${size.name}.png`, fullPage: true });
    }

    // Filters live in the URL: only the listing's creation.
    await page.getByRole('textbox', { name: text(locale, 'activityLog.filter.kind') }).click();
    await page.getByRole('option', { name: text(locale, 'listings.form.activity.kind.created') }).click();
    await expect(page).toHaveURL(/kind=created/);
    const cards = page.getByRole('main').locator('ol > li');
    // The listing, its photo and the payout method makeHostReady added before the submission.
    await expect(cards).toHaveCount(3);
    await expect(cards.filter({ hasText: text(locale, 'activityLog.entity.payout_method') })).toHaveCount(1);
    await page.reload();
    await expect(cards).toHaveCount(3);
    await page.getByRole('button', { name: text(locale, 'activityLog.filter.clear') }).click();
    await expect(page).not.toHaveURL(/kind=/);
  });
}

test('[HOST][ACTIVITY] a new user sees the empty state with the next step', async ({ page, request }) => {
  const user = await registerByApi(request, 'sr');
  await logIn(page, user.token);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/activity-log');
  await expect(page.getByText(text('sr', 'activityLog.empty'))).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: text('sr', 'activityLog.empty_action') })).toBeVisible();
  await expectAccessible(page, 'empty activity log sr at 390 px');
  await page.screenshot({ path: `${shots}/activity-log-empty-sr-phone.png`, fullPage: true });
});

test('[HOST][REALTIME] a change made elsewhere reaches the open panel without a reload', async ({ page, request }) => {
  const host = await registerByApi(request, 'sr');
  await logIn(page, host.token);
  await page.setViewportSize({ width: 1280, height: 800 });
  // The panel connects over a websocket and subscribes to users.{id}; wait for the ack.
  const socket = page.waitForEvent('websocket', (ws) => ws.url().includes('/socket.io/'));
  await page.goto('/');
  const subscribed = (await socket).waitForEvent('framereceived', {
    predicate: (frame) => String(frame.payload).includes('"ok":true'),
  });
  const reservations = page.getByRole('link', { name: text('sr', 'nav.reservations') });
  await expect(page.getByRole('button', { name: text('sr', 'auth.menu.label') })).toBeVisible();
  await expect(reservations).toHaveCount(0);
  await subscribed;

  // "Another device": the first apartment and a language change, through the API. A draft
  // counts once its first step is saved (issue #26 item 5).
  const auth = { Authorization: `Bearer ${host.token}` };
  const created = await request.post('/api/panel/ads', { headers: auth, data: { category: 'apartment' } });
  expect(created.status()).toBe(201);
  const { id } = ((await created.json()) as { data: { id: number } }).data;
  const name = { sr: 'Stan sa drugog uređaja', en: 'A flat from another device' };
  const description = { sr: 'Svetao stan sa pogledom na park.', en: 'A bright flat facing the park.' };
  const categories = await request.get('/api/panel/ads/categories', { headers: auth });
  const apartment = ((await categories.json()) as { data: { id: number; const: string }[] }).data.find((c) => c.const === 'apartment')!;
  const subcategories = await request.get(`/api/panel/ads/subcategories/category/${apartment.id}`, { headers: auth });
  const [subcategory] = ((await subcategories.json()) as { data: { id: number }[] }).data;
  const info = await request.patch(`/api/panel/ads/${id}`, {
    headers: auth,
    data: { step: 'info', name, description, subcategory_id: subcategory!.id },
  });
  expect(info.status(), await info.text()).toBe(200);
  await expect(reservations).toBeVisible();

  const settings = await request.post('/api/user-settings/update-settings', {
    headers: { Authorization: `Bearer ${host.token}` },
    data: { lang: 'en' },
  });
  expect(settings.status()).toBe(200);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('link', { name: text('en', 'nav.reservations') })).toBeVisible();
});
