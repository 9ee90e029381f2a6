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
 * A host's dashboard: the summary built by GET /api/dashboard from real bookings (a guest's
 * reservation with its advance unpaid, a guest's inquiry waiting for an answer) and listings.
 */
const shots = resolve(import.meta.dirname, '../.tmp/screens');

async function guestCall(request: APIRequestContext, token: string, path: string, data: object) {
  const response = await request.post(path, { headers: { Authorization: `Bearer ${token}` }, data });
  if (response.status() !== 201) throw new Error(`${path}: ${response.status()} ${await response.text()}`);
}

for (const locale of ['sr', 'en'] as Locale[]) {
  test(`[HOST][DASHBOARD] a host sees the next check-in, the waiting inquiry, listings by status and the unpaid advance (${locale})`, async ({
    page,
    request,
  }) => {
    const host = await registerByApi(request, locale);
    const suffix = randomUUID().slice(0, 6);
    const photo = await photoFile(resolve(import.meta.dirname, `../.tmp/e2e-dashboard-${locale}.jpg`), 200);
    const instant = await listedApartment(request, host.token, photo, { name: `Stan Dorćol ${suffix}` });
    const asked = await listedApartment(request, host.token, photo, {
      name: `Vila Zlatibor ${suffix}`,
      city: 'Zlatibor',
      bookingMode: 'inquiry',
    });
    const guest = await registerByApi(request, locale);
    const stay = { check_in: fromToday(30), check_out: fromToday(33), guests: 2, comment: '' };
    await guestCall(request, guest.token, `/api/public/ads/${instant}/reservations`, stay);
    await guestCall(request, guest.token, `/api/public/ads/${asked}/inquiries`, stay);

    await page.addInitScript((token) => localStorage.setItem('access_token', JSON.stringify(token)), host.token);
    for (const size of [
      { name: 'desktop', width: 1280, height: 900 },
      { name: 'phone', width: 390, height: 844 },
    ]) {
      await page.setViewportSize(size);
      await page.goto('/');
      await expect(page.getByRole('heading', { name: text(locale, 'dashboard.summary.title') })).toBeVisible();
      const checkIns = page.getByTestId('summary-check-ins');
      await expect(checkIns.getByRole('link', { name: new RegExp(`Stan Dorćol ${suffix}`) })).toBeVisible();
      await expect(checkIns).toContainText(text(locale, 'dashboard.summary.guests', { guest: 'Milica Jovanović', count: 2 }));
      const inquiries = page.getByTestId('summary-inquiries');
      await expect(inquiries.getByRole('link', { name: new RegExp(`Vila Zlatibor ${suffix}`) })).toBeVisible();
      await expect(page.getByTestId('listings-listed')).toHaveText('2');
      await expect(page.getByTestId('listings-draft')).toHaveText('0');
      const advances = page.getByTestId('summary-advances');
      await expect(advances.getByRole('link', { name: new RegExp(`Stan Dorćol ${suffix}`) })).toBeVisible();
      await expect(advances).toContainText('€');
      await expectNoHorizontalOverflow(page);
      await expectAccessible(page, `host dashboard ${locale} at ${size.width} px`);
      await page.screenshot({ path: `${shots}/host-dashboard-${locale}-${size.name}.png`, fullPage: true });
    }

    // A summary line leads to the inquiry to answer.
    await page.getByTestId('summary-inquiries').getByRole('link', { name: new RegExp(`Vila Zlatibor ${suffix}`) }).click();
    await expect(page).toHaveURL(/\/inquiry\/\d+$/);
    await expectAccessible(page, `host inquiry ${locale}`);
  });
}
