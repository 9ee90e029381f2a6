import { randomUUID } from 'node:crypto';
import { resolve } from 'node:path';
import { expect, test, type APIRequestContext } from '@playwright/test';
import type { Locale } from '@gazda/i18n/locales';
import { fromToday } from './support/dates';
import { text } from './support/i18n';
import { listedApartment, photoFile } from './support/listings';
import { expectNoHorizontalOverflow } from './support/panel';
import { registerByApi } from './support/users';
import { expectAccessible } from './support/a11y';

/*
 * A host's Today (GET /api/dashboard/today) from real data: the host's own stay from today to
 * tomorrow (arrives today, leaves tomorrow, stays tonight), a guest arriving tomorrow, a guest's
 * inquiry waiting for an answer and a calendar import that cannot be fetched. Nothing is overdue.
 */
const shots = resolve(import.meta.dirname, '../.tmp/screens');

async function post(request: APIRequestContext, token: string, path: string, data: object) {
  const response = await request.post(path, {
    headers: { Authorization: `Bearer ${token}` },
    data,
  });
  if (response.status() !== 201)
    throw new Error(`${path}: ${response.status()} ${await response.text()}`);
  return ((await response.json()) as { data: { id: number } }).data;
}

for (const locale of ['sr', 'en'] as Locale[]) {
  test(`[HOST][TODAY] a host sees today's arrivals, departures, guests, inquiries and failing calendars first on the dashboard (${locale})`, async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const host = await registerByApi(request, locale);
    const suffix = randomUUID().slice(0, 6);
    const photo = await photoFile(
      resolve(import.meta.dirname, `../.tmp/e2e-today-${locale}.jpg`),
      120,
    );
    const flat = await listedApartment(request, host.token, photo, {
      name: `Stan Dorćol ${suffix}`,
    });
    const villa = await listedApartment(request, host.token, photo, {
      name: `Vila Zlatibor ${suffix}`,
      city: 'Zlatibor',
      bookingMode: 'inquiry',
    });
    const own = await post(request, host.token, `/api/calendar/${flat}/reservations`, {
      check_in: fromToday(0),
      check_out: fromToday(1),
      guests: 2,
      guest_name: 'Petar Petrović',
      total: 5000,
    });
    const guest = await registerByApi(request, locale);
    await post(request, guest.token, `/api/public/ads/${flat}/reservations`, {
      check_in: fromToday(1),
      check_out: fromToday(4),
      guests: 2,
      comment: '',
    });
    const inquiry = await post(request, guest.token, `/api/public/ads/${villa}/inquiries`, {
      check_in: fromToday(30),
      check_out: fromToday(33),
      guests: 2,
      comment: '',
    });
    await post(request, host.token, `/api/calendar/${flat}/ical-imports`, {
      url: 'https://calendar.invalid/feed.ics',
      name: 'Booking.com',
    });

    await page.addInitScript(
      (token) => localStorage.setItem('access_token', JSON.stringify(token)),
      host.token,
    );
    for (const size of [
      { name: 'desktop', width: 1280, height: 900 },
      { name: 'phone', width: 390, height: 844 },
    ]) {
      await page.setViewportSize(size);
      await page.goto('/');
      const heading = page.getByRole('heading', {
        name: text(locale, 'dashboard.today.title'),
        exact: true,
      });
      await expect(heading).toBeInViewport();
      const arrivals = page.getByTestId('today-arrivals');
      await expect(
        arrivals.getByRole('link', { name: new RegExp(`Petar Petrović · Stan Dorćol ${suffix}`) }),
      ).toBeVisible();
      await expect(
        arrivals.getByRole('link', {
          name: new RegExp(`Milica Jovanović · Stan Dorćol ${suffix}`),
        }),
      ).toBeVisible();
      await expect(arrivals).toContainText(text(locale, 'dashboard.today.day.tomorrow'));
      await expect(page.getByTestId('today-departures').getByRole('link')).toHaveCount(1);
      await expect(page.getByTestId('today-staying').getByRole('link')).toHaveCount(1);
      await expect(page.getByTestId('today-overdue_advances')).toContainText(
        text(locale, 'dashboard.today.overdue_advances_empty'),
      );
      const inquiries = page.getByTestId('today-waiting_inquiries');
      await expect(
        inquiries.getByRole('link', { name: new RegExp(`Vila Zlatibor ${suffix}`) }),
      ).toBeVisible();
      await expect(inquiries).toContainText(
        text(locale, 'dashboard.today.answer_in', { hours: 24 }),
      );
      const feeds = page.getByTestId('today-failing_feeds');
      await expect(
        feeds.getByRole('link', { name: new RegExp(`Booking.com · Stan Dorćol ${suffix}`) }),
      ).toBeVisible();
      if (size.name === 'desktop') {
        // The whole of Today is on the first screen at 1280 px.
        await expect(feeds).toBeInViewport({ ratio: 1 });
        await expect(page.getByTestId('today-arrivals')).toBeInViewport({ ratio: 1 });
      }
      await expectNoHorizontalOverflow(page);
      await expectAccessible(page, `host today ${locale} at ${size.width} px`);
      await page.screenshot({ path: `${shots}/host-today-${locale}-${size.name}.png` });
    }

    // Each line is one click from its booking: the arrival, the inquiry, the feed's calendar.
    await page
      .getByTestId('today-arrivals')
      .getByRole('link', { name: /Petar Petrović/ })
      .click();
    await expect(page).toHaveURL(new RegExp(`/reservations/${own.id}$`));
    await page.goto('/');
    await page.getByTestId('today-waiting_inquiries').getByRole('link').first().click();
    await expect(page).toHaveURL(new RegExp(`/inquiry/${inquiry.id}$`));
    await page.goto('/');
    await page.getByTestId('today-failing_feeds').getByRole('link').first().click();
    await expect(page).toHaveURL(new RegExp(`/listing/apartment/${flat}/calendar$`));

    // The same day in the activity log: the host's stay is named by its code and guest and links to it.
    for (const size of [
      { name: 'desktop', width: 1280, height: 900 },
      { name: 'phone', width: 390, height: 844 },
    ]) {
      await page.setViewportSize(size);
      await page.goto('/activity-log');
      const stay = page.getByRole('link', { name: /Petar Petrović/ }).first();
      await expect(stay).toBeVisible();
      await expect(stay).toHaveAttribute('href', `/reservations/${own.id}`);
      await expectAccessible(page, `activity log with bookings ${locale} at ${size.width} px`);
      await page.screenshot({
        path: `${shots}/activity-log-objects-${locale}-${size.name}.png`,
        fullPage: true,
      });
    }
  });
}
