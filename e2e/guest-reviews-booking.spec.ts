import { randomUUID } from 'node:crypto';
import { resolve } from 'node:path';
import type { Locale } from '@gazda/i18n/locales';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectAccessible } from './support/a11y';
import { fromToday } from './support/dates';
import { text } from './support/i18n';
import { adminToken, listedApartment, photoFile } from './support/listings';
import { registerByApi } from './support/users';

/*
 * Issue #26 item 8, the guest's side: the gallery pages by arrows and keys with a counter, the
 * phone's bar says the total for N nights, Book shows a review before anything is sent, and My
 * travel keeps the upcoming stays (soonest first), the past and the cancelled apart. Screenshots
 * at 1280 and 390 px in sr and en.
 */
const shots = resolve(import.meta.dirname, '../.tmp/screens');
const desktop = { width: 1280, height: 800 };
const phone = { width: 390, height: 844 };

type Stay = { check_in: string; check_out: string; guests: number; comment: string };
const stayAt = (from: number, nights = 3): Stay => ({
  check_in: fromToday(from),
  check_out: fromToday(from + nights),
  guests: 2,
  comment: '',
});

async function apiBook(request: APIRequestContext, token: string, listingId: number, stay: Stay) {
  const answer = await request.post(`/api/public/ads/${listingId}/reservations`, {
    headers: { Authorization: `Bearer ${token}` },
    data: stay,
  });
  if (answer.status() !== 201) throw new Error(`book: ${answer.status()} ${await answer.text()}`);
  return ((await answer.json()) as { data: { id: number; code: string } }).data;
}

/** The host asks to cancel and the operator carries it out: the guest's trip is cancelled. */
async function cancelled(request: APIRequestContext, hostToken: string, id: number) {
  const asked = await request.post(`/api/reservations/${id}/cancel-request`, {
    headers: { Authorization: `Bearer ${hostToken}` },
    data: { reason: 'Burst pipe in the bathroom' },
  });
  if (asked.status() !== 200)
    throw new Error(`cancel-request: ${asked.status()} ${await asked.text()}`);
  const admin = await adminToken(request);
  const done = await request.post(`/api/admin/reservations/${id}/resolve-cancel`, {
    headers: { Authorization: `Bearer ${admin}` },
  });
  if (done.status() !== 200)
    throw new Error(`resolve-cancel: ${done.status()} ${await done.text()}`);
}

/** Every POST that would make a booking, so a test can say none left before the confirm. */
function bookingPosts(page: Page): string[] {
  const sent: string[] = [];
  page.on('request', (request) => {
    if (
      request.method() === 'POST' &&
      /\/api\/public\/ads\/\d+\/(reservations|inquiries)$/.test(new URL(request.url()).pathname)
    )
      sent.push(request.headers()['idempotency-key'] ?? '');
  });
  return sent;
}

test('[GUEST][BOOKING] the gallery pages by arrows and keys, Book shows the review before anything is sent, My travel keeps upcoming, past and cancelled apart', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const host = await registerByApi(request);
  const name = `Vila u Sokobanji ${randomUUID().slice(0, 6)}`;
  const photos = await Promise.all(
    [30, 120, 210, 300].map((hue, i) =>
      photoFile(resolve(import.meta.dirname, `../.tmp/e2e-review-${i}.jpg`), hue),
    ),
  );
  const listingId = await listedApartment(request, host.token, photos[0]!, {
    city: 'Sokobanja',
    name,
    extraPhotos: photos.slice(1),
  });
  const guest = await registerByApi(request, 'en');
  // Two trips made before: one later than the stay booked below, one the operator cancels.
  const later = await apiBook(request, guest.token, listingId, stayAt(60));
  const gone = await apiBook(request, guest.token, listingId, stayAt(30, 2));
  await cancelled(request, host.token, gone.id);

  await page.addInitScript(
    (token) => localStorage.setItem('access_token', JSON.stringify(token)),
    guest.token,
  );
  const posts = bookingPosts(page);
  await page.setViewportSize(desktop);
  const stay = stayAt(20);
  await page.goto(
    `/ads/${listingId}?check_in=${stay.check_in}&check_out=${stay.check_out}&guests=2&lang=en`,
  );
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();

  // The gallery: arrows, the arrow keys on the focused strip, and the counter.
  const counter = page.getByTestId('photo-counter');
  const previous = page.getByRole('button', { name: 'Previous photo' });
  const next = page.getByRole('button', { name: 'Next photo' });
  await expect(counter).toContainText('1 / 4');
  await expect(previous).toBeDisabled();
  await next.click();
  await expect(counter).toContainText('2 / 4');
  const strip = page.getByRole('region', { name: 'Photos' });
  await strip.focus();
  await expect(strip).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(counter).toContainText('3 / 4');
  await page.keyboard.press('ArrowLeft');
  await expect(counter).toContainText('2 / 4');
  await previous.click();
  await expect(counter).toContainText('1 / 4');
  await expect(page.getByText('3 nights', { exact: true }).first()).toBeVisible();
  await expectAccessible(page, 'public listing with the gallery en 1280');
  await page.screenshot({ path: `${shots}/review-listing-en-1280.png` });

  // Book opens the review: dates, guests and the server's breakdown; nothing sent yet.
  const quote = (
    (await (
      await request.get(
        `/api/public/ads/${listingId}/pricing?check_in=${stay.check_in}&check_out=${stay.check_out}&guests=2`,
      )
    ).json()) as { data: { total: number; advance: number } }
  ).data;
  const money = (amount: number) =>
    new Intl.NumberFormat('en', { style: 'currency', currency: 'EUR' }).format(amount / 100);
  await page.getByRole('button', { name: 'Book', exact: true }).click();
  const review = page.getByTestId('booking-review');
  await expect(review.getByRole('heading', { name: 'Check your booking' })).toBeFocused();
  await expect(review).toContainText('3 nights');
  await expect(review).toContainText('2 guests');
  await expect(review).toContainText(money(quote.total));
  await expect(review).toContainText(money(quote.advance));
  expect(posts).toEqual([]);
  await expectAccessible(page, 'booking review en 1280');
  await page.screenshot({ path: `${shots}/review-step-en-1280.png` });
  await review.getByRole('button', { name: 'Change' }).click();
  await expect(review).toHaveCount(0);
  expect(posts).toEqual([]);
  await page.getByRole('button', { name: 'Book', exact: true }).click();
  await page.getByRole('button', { name: 'Confirm booking', exact: true }).click();
  await expect(page.getByText('Reservation made')).toBeVisible();
  expect(posts).toHaveLength(1);
  const code = (await page.getByText(/Your reservation code is/).textContent())!.match(
    /GZ-[A-Z0-9]+/,
  )![0];

  // My travel: the soonest stay first, the cancelled one apart, nothing past yet.
  await page.getByRole('link', { name: 'Go to my trips' }).click();
  await expect(page).toHaveURL(/\/my-travel\/reservations/);
  const trips = page.locator('[data-testid^="trip-GZ-"]');
  await expect(trips).toHaveCount(2);
  expect(
    await trips.evaluateAll((cards) => cards.map((card) => (card as HTMLElement).dataset.testid)),
  ).toEqual([`trip-${code}`, `trip-${later.code}`]);
  await expect(page.getByTestId(`trip-${gone.code}`)).toHaveCount(0);
  await expectAccessible(page, 'my travel upcoming en 1280');
  await page.screenshot({ path: `${shots}/review-trips-en-1280.png`, fullPage: true });
  await page.getByText('Past', { exact: true }).click();
  await expect(page.getByText('No past trips.')).toBeVisible();
  await expect(page).toHaveURL(/when=past/);
  await page.getByText('Cancelled', { exact: true }).click();
  await expect(page.getByTestId(`trip-${gone.code}`)).toBeVisible();
  await expect(page.getByTestId(`trip-${code}`)).toHaveCount(0);
  await expectAccessible(page, 'my travel cancelled en 1280');
  await page.screenshot({ path: `${shots}/review-trips-cancelled-en-1280.png`, fullPage: true });

  for (const locale of ['en', 'sr'] as Locale[])
    await onPhoneAndDesktop(page, locale, listingId, name);
});

/** The listing, the review and My travel at 390 px (and at 1280 px in Serbian), looked at. */
async function onPhoneAndDesktop(page: Page, locale: Locale, listingId: number, name: string) {
  const t = (key: Parameters<typeof text>[1], values?: Parameters<typeof text>[2]) =>
    text(locale, key, values);
  const stay = stayAt(locale === 'en' ? 80 : 90);
  const listing = `/ads/${listingId}?check_in=${stay.check_in}&check_out=${stay.check_out}&guests=2&lang=${locale}`;
  const sizes = locale === 'sr' ? [desktop, phone] : [phone];
  for (const size of sizes) {
    const width = size.width;
    await page.setViewportSize(size);
    await page.goto(listing);
    await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
    await expect(page.getByTestId('photo-counter')).toContainText('1 / 4');
    if (size === phone) {
      // The bar: the server's total "for 3 nights", plural-correct in Serbian ("za 3 noći").
      await expect(page.getByTestId('booking-bar-price')).toContainText(
        locale === 'en' ? 'for 3 nights' : 'za 3 noći',
      );
      // The first screen as a person opening the link sees it.
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.screenshot({ path: `${shots}/review-listing-${locale}-${width}.png` });
      await page.getByRole('button', { name: t('bookingPanel.widget.check_availability') }).click();
    }
    const form = size === phone ? page.getByRole('dialog') : page.getByTestId('booking-card');
    if (size === desktop)
      await page.screenshot({ path: `${shots}/review-listing-${locale}-${width}.png` });
    const book = form.getByRole('button', { name: t('bookingPanel.widget.book'), exact: true });
    await expect(book).toBeEnabled();
    await book.click();
    const review = form.getByTestId('booking-review');
    await expect(
      review.getByRole('heading', { name: t('bookingPanel.review.title_instant') }),
    ).toBeVisible();
    await expect(
      review.getByRole('button', { name: t('bookingPanel.review.confirm_instant') }),
    ).toBeVisible();
    await expectAccessible(page, `booking review ${locale} ${width}`);
    await page.screenshot({ path: `${shots}/review-step-${locale}-${width}.png` });

    await page.goto(`/my-travel/reservations?lang=${locale}`);
    const title = page.getByRole('heading', { name: t('bookingPanel.trips.title'), level: 1 });
    await expect(title).toBeVisible();
    const trips = page.locator('[data-testid^="trip-GZ-"]');
    await expect(trips.first()).toBeVisible();
    if (size === phone) {
      // The first screen is the page: the app promo, when shown, comes after the trips.
      const promo = page.getByTestId('app-promo');
      await expect(promo).toBeVisible();
      const last = trips.last();
      const below = (await last.boundingBox())!;
      expect((await promo.boundingBox())!.y).toBeGreaterThan(below.y + below.height);
    }
    await expectAccessible(page, `my travel ${locale} ${width}`);
    await page.screenshot({ path: `${shots}/review-trips-${locale}-${width}.png` });
  }
}
