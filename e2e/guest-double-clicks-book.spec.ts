import { randomUUID } from 'node:crypto';
import { resolve } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from './support/a11y';
import { fromToday } from './support/dates';
import { listedApartment, photoFile } from './support/listings';
import { registerByApi } from './support/users';

/*
 * Issue #23 item 1: a double click on Book made a reservation and then showed the second
 * request's 409 ("no longer available"). Every request of one press carries the same
 * Idempotency-Key, so the server answers a second one with the first one's answer. Since issue
 * #26 item 8 Book opens a review and the press that sends is its confirm.
 */
const shots = resolve(import.meta.dirname, '../.tmp/screens');

/** The Idempotency-Key of every POST to `path` the page sends. */
function keysSentTo(page: Page, path: RegExp): (string | undefined)[] {
  const keys: (string | undefined)[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && path.test(new URL(request.url()).pathname))
      keys.push(request.headers()['idempotency-key']);
  });
  return keys;
}

test('[GUEST][BOOKING] a double click on Book opens the review, a double click on its confirm makes one reservation and shows its confirmation', async ({ page, request }) => {
  const host = await registerByApi(request);
  const name = `Vila na Zlatiboru ${randomUUID().slice(0, 6)}`;
  const photo = await photoFile(resolve(import.meta.dirname, '../.tmp/e2e-double-click.jpg'), 200);
  const listingId = await listedApartment(request, host.token, photo, { city: 'Zlatibor', name });
  const guest = await registerByApi(request, 'en');
  await page.addInitScript((token) => localStorage.setItem('access_token', JSON.stringify(token)), guest.token);
  const keys = keysSentTo(page, /\/api\/public\/ads\/\d+\/reservations$/);

  await page.goto(`/ads/${listingId}?check_in=${fromToday(30)}&check_out=${fromToday(33)}&guests=2&lang=en`);
  await expect(page.getByText('3 nights', { exact: true }).first()).toBeVisible();
  const book = page.getByRole('button', { name: 'Book', exact: true });
  await expect(book).toBeEnabled();
  await expectAccessible(page, 'public listing with dates en');

  // A double click on Book opens the review and sends nothing: its second click is no confirm.
  await book.dblclick();
  await expect(page.getByTestId('booking-review')).toBeVisible();
  expect(keys).toEqual([]);
  // Since issue #26 item 8 the review's confirm is the press that sends: double-clicked here.
  await page.getByRole('button', { name: 'Confirm booking', exact: true }).dblclick();
  await expect(page.getByText('Reservation made')).toBeVisible();
  await expect(page.getByText('The apartment is no longer available for rent')).toHaveCount(0);
  await expect(page.getByText(/Your reservation code is GZ-/)).toBeVisible();
  await expectAccessible(page, 'reservation made after a double click en');
  await page.screenshot({ path: `${shots}/double-click-book-en-1280.png`, fullPage: true });

  // One press, one key: whatever the page sent, it sent with the same UUID.
  expect(keys.length).toBeGreaterThanOrEqual(1);
  expect(new Set(keys).size).toBe(1);
  expect(keys[0]).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  const trips = await request.get('/api/my-travel/reservations', { headers: { Authorization: `Bearer ${guest.token}` } });
  const stays = ((await trips.json()) as { data: { check_in: string; check_out: string }[] }).data;
  expect(stays).toHaveLength(1);
  expect(stays[0]).toMatchObject({ check_in: fromToday(30), check_out: fromToday(33) });
});

test('[GUEST][BOOKING] a double click on Send inquiry in the review sends one inquiry and shows it was sent', async ({ page, request }) => {
  const host = await registerByApi(request);
  const name = `Koliba na Tari ${randomUUID().slice(0, 6)}`;
  const photo = await photoFile(resolve(import.meta.dirname, '../.tmp/e2e-double-click-2.jpg'), 260);
  const listingId = await listedApartment(request, host.token, photo, { city: 'Tara', name, bookingMode: 'inquiry' });
  const guest = await registerByApi(request, 'en');
  await page.addInitScript((token) => localStorage.setItem('access_token', JSON.stringify(token)), guest.token);
  const keys = keysSentTo(page, /\/api\/public\/ads\/\d+\/inquiries$/);

  await page.goto(`/ads/${listingId}?check_in=${fromToday(35)}&check_out=${fromToday(37)}&guests=2&lang=en`);
  await expect(page.getByText('2 nights', { exact: true }).first()).toBeVisible();
  const ask = page.getByRole('button', { name: 'Request to book', exact: true });
  await expect(ask).toBeEnabled();
  await ask.click();
  await page.getByRole('button', { name: 'Send inquiry', exact: true }).dblclick();
  await expect(page.getByText('Inquiry sent')).toBeVisible();
  await expectAccessible(page, 'inquiry sent after a double click en');

  expect(new Set(keys).size).toBe(1);
  const inquiries = await request.get('/api/my-travel/inquiries', { headers: { Authorization: `Bearer ${guest.token}` } });
  expect(((await inquiries.json()) as { data: unknown[] }).data).toHaveLength(1);
});
