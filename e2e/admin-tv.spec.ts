import { resolve } from 'node:path';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { fromToday } from './support/dates';
import { adminToken, listedApartment, photoFile } from './support/listings';
import { text } from './support/i18n';
import { registerByApi } from './support/users';
import { expectAccessible } from './support/a11y';

/*
 * The operator's TV screens (issue 7): live without a reload (polled every 10 s), readable at
 * 1920×1080. Screenshots of every screen in both languages land in .tmp/screens/.
 */
const shots = resolve(import.meta.dirname, '../.tmp/screens');
const tvScreens = [
  { path: '/tv', title: 'tv.title.home', name: 'tv' },
  { path: '/tv/double', title: 'tv.title.double', name: 'tv-double' },
  { path: '/tv/advance-payment', title: 'tv.title.advance_payment', name: 'tv-advance-payment' },
  { path: '/tv/unresolved-inquiries', title: 'tv.title.unresolved_inquiries', name: 'tv-unresolved-inquiries' },
] as const;

async function book(request: APIRequestContext, listingId: number, days: number) {
  const guest = await registerByApi(request);
  const answer = await request.post(`/api/public/ads/${listingId}/reservations`, {
    headers: { Authorization: `Bearer ${guest.token}` },
    data: { check_in: fromToday(days), check_out: fromToday(days + 3), guests: 2, comment: '' },
  });
  if (answer.status() !== 201) throw new Error(`book: ${answer.status()} ${await answer.text()}`);
  return ((await answer.json()) as { data: { id: number; code: string } }).data;
}

test('[ADMIN][TV] a reservation made by a guest appears on /tv and /tv/double without a reload', async ({
  page,
  request,
}) => {
  const host = await registerByApi(request);
  const photo = await photoFile(resolve(import.meta.dirname, '../.tmp/e2e-admin-tv.jpg'), 30);
  const listingId = await listedApartment(request, host.token, photo, { city: 'Subotica', name: 'Palić vila' });
  const admin = await adminToken(request);
  await page.addInitScript((token) => localStorage.setItem('access_token', JSON.stringify(token)), admin);
  await page.setViewportSize({ width: 1920, height: 1080 });

  await page.goto('/tv');
  await expect(page.getByRole('heading', { name: text('sr', 'tv.title.home'), level: 1 })).toBeVisible();
  const madeToday = page.getByTestId('tv-counter-reservations_today');
  await expect(madeToday).toHaveText(/^\d+$/);
  const before = Number(await madeToday.textContent());
  // No navigation, banners or chat on a TV screen.
  await expect(page.getByRole('navigation')).toHaveCount(0);
  await expect(page.getByRole('banner')).toHaveCount(0); // no panel bar (the title is inside main)
  await expectAccessible(page, 'tv sr');

  const first = await book(request, listingId, 30);
  await expect(madeToday).toHaveText(String(before + 1), { timeout: 20_000 });
  await expect(page.locator('[data-counter="reservations_today"]')).toHaveClass(/fresh/);

  await page.goto('/tv/double');
  await expect(page.getByRole('heading', { name: text('sr', 'tv.title.double'), level: 1 })).toBeVisible();
  await expect(page.locator(`[data-row="r${first.id}"]`)).toContainText(first.code);
  const second = await book(request, listingId, 40);
  const row = page.locator(`[data-row="r${second.id}"]`);
  await expect(row).toContainText(second.code, { timeout: 20_000 });
  await expect(row).toHaveAttribute('data-fresh', 'true');
  await expectAccessible(page, 'tv double sr with a fresh row');
  await expect(page.getByTestId('tv-updated')).toContainText('Ažurirano');
});

test('[ADMIN][TV] every TV screen at 1920×1080 in Serbian and English', async ({ page, request }) => {
  test.setTimeout(120_000);
  const host = await registerByApi(request);
  const photo = await photoFile(resolve(import.meta.dirname, '../.tmp/e2e-admin-tv-2.jpg'), 200);
  const listingId = await listedApartment(request, host.token, photo, { city: 'Kragujevac', name: 'Stan u Šumadiji' });
  await book(request, listingId, 5);
  await book(request, listingId, 12);
  // An inquiry too, so that both panels of /tv/double have rows.
  const inquiryListing = await listedApartment(request, host.token, photo, {
    city: 'Kragujevac',
    name: 'Kuća pod Rudnikom',
    bookingMode: 'inquiry',
  });
  const inquirer = await registerByApi(request);
  const inquiry = await request.post(`/api/public/ads/${inquiryListing}/inquiries`, {
    headers: { Authorization: `Bearer ${inquirer.token}` },
    data: { check_in: fromToday(20), check_out: fromToday(23), guests: 3, comment: 'Da li je slobodno?' },
  });
  expect(inquiry.status()).toBe(201);
  const admin = await adminToken(request);
  await page.addInitScript((token) => localStorage.setItem('access_token', JSON.stringify(token)), admin);
  await page.setViewportSize({ width: 1920, height: 1080 });

  for (const locale of ['sr', 'en'] as const) {
    // The operator's saved language is the panel's language once `me` loads.
    const saved = await request.post('/api/user-settings/update-settings', {
      headers: { Authorization: `Bearer ${admin}` },
      data: { lang: locale },
    });
    expect(saved.status()).toBe(200);
    for (const screen of tvScreens) {
      await page.goto(screen.path);
      await expect(page.getByRole('heading', { name: text(locale, screen.title), level: 1 })).toBeVisible();
      await expect(page.getByTestId('tv-updated')).not.toContainText('—');
      await expectAccessible(page, `${screen.name} ${locale} at 1920 px`);
      await page.screenshot({ path: `${shots}/${screen.name}-${locale}-1920.png` });
    }
  }
  await request.post('/api/user-settings/update-settings', {
    headers: { Authorization: `Bearer ${admin}` },
    data: { lang: 'sr' },
  });
});
