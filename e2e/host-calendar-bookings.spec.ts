import { resolve } from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { addDays } from '@gazda/domain/dates';
import type { Locale } from '@gazda/i18n/locales';
import { expectAccessible, tabTo } from './support/a11y';
import { text } from './support/i18n';
import { listedApartment, photoFile } from './support/listings';
import { expectNoHorizontalOverflow } from './support/panel';
import { registerByApi } from './support/users';

/*
 * Issue #26 item 3: the calendar leads to its bookings. A stay's bar names its guest and opens the
 * booking; a manual reservation is cancelled from the calendar and its nights are free at once.
 */
const shots = resolve(import.meta.dirname, '../.tmp/screens');
const locales: Locale[] = ['sr', 'en'];

/** The first day of the month two months from now: every date below is ahead, in one month. */
function futureMonth(): string {
  const d = new Date();
  return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 2, 1)).toISOString().slice(0, 10);
}

const day = (page: Page, date: string) => page.locator(`button[data-date="${date}"]`);

async function post(request: APIRequestContext, token: string, path: string, data: object) {
  const response = await request.post(path, {
    headers: { Authorization: `Bearer ${token}` },
    data,
  });
  if (response.status() !== 201)
    throw new Error(`${path}: ${response.status()} ${await response.text()}`);
  return ((await response.json()) as { data: { id: number; code: string } }).data;
}

for (const locale of locales) {
  test(`[HOST][CALENDAR] the host sees the guest's name on the stay's bar, opens the booking and cancels a manual booking from the calendar in ${locale}`, async ({
    page,
    request,
  }) => {
    const host = await registerByApi(request, locale);
    const photo = await photoFile(
      resolve(import.meta.dirname, `../.tmp/e2e-calbars-${locale}.jpg`),
      200,
    );
    const id = await listedApartment(request, host.token, photo);
    const first = futureMonth();
    const at = (n: number) => addDays(first, n);
    // A guest's reservation (Milica Jovanović, 3 nights) and the host's own guest (2 nights).
    const guest = await registerByApi(request, locale);
    const booked = await post(request, guest.token, `/api/public/ads/${id}/reservations`, {
      check_in: at(4),
      check_out: at(7),
      guests: 2,
      comment: '',
    });
    const manual = await post(request, host.token, `/api/calendar/${id}/reservations`, {
      check_in: at(14),
      check_out: at(16),
      guests: 2,
      guest_name: 'Jelena Janković',
      comment: '',
      total: 12000,
    });

    await page.addInitScript(
      (token) => localStorage.setItem('access_token', JSON.stringify(token)),
      host.token,
    );
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`/listing/apartment/${id}/calendar?month=${first.slice(0, 7)}`);
    const reservationBar = page.getByRole('link', {
      name: new RegExp(
        `^${text(locale, 'calendar.bar.reservation', { name: 'Milica J.', dates: 'X' }).split('X')[0]}`,
      ),
    });
    const manualBar = page.getByRole('link', {
      name: new RegExp(
        `^${text(locale, 'calendar.bar.manual', { name: 'Jelena J.', dates: 'X' }).split('X')[0]}`,
      ),
    });
    await expect(reservationBar.first()).toBeVisible();
    await expect(reservationBar.first()).toHaveText('Milica J.');
    await expect(manualBar.first()).toHaveText('Jelena J.');
    await expect(manualBar.first()).toBeInViewport();
    await expectNoHorizontalOverflow(page);
    await expectAccessible(page, `calendar bars ${locale} at 1280 px`);
    await page.screenshot({ path: `${shots}/host-calendar-bookings-${locale}-desktop.png` });

    // At a phone's width the bars keep the names (cut short if need be).
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(reservationBar.first()).toBeVisible();
    await expect(reservationBar.first()).toContainText('Milica');
    await expectNoHorizontalOverflow(page);
    await expectAccessible(page, `calendar bars ${locale} at 390 px`);
    await page.screenshot({ path: `${shots}/host-calendar-bookings-${locale}-phone.png` });
    await page.setViewportSize({ width: 1280, height: 800 });

    // By keyboard: Tab reaches the reservation's bar, Enter opens the booking.
    await day(page, at(3)).focus();
    await tabTo(page, reservationBar.first());
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/reservations/${booked.id}$`));
    await page.goBack();

    // The manual reservation's bar opens its edit page.
    await manualBar.first().click();
    await expect(page).toHaveURL(new RegExp(`/listing/apartment/${id}/reservation/${manual.id}$`));
    await page.goBack();

    // From the calendar's selection: cancel the manual reservation, after the in-app question.
    // The bar covers a day's lower part: the day itself is still clicked in its middle.
    await day(page, at(14)).click();
    await day(page, at(14)).click();
    await page
      .getByRole('button', {
        name: text(locale, 'calendar.manual.cancel_booking', { code: manual.code }),
      })
      .click();
    const dialog = page.getByRole('dialog', {
      name: text(locale, 'calendar.manual.cancel_title', { code: manual.code }),
    });
    await expect(dialog).toBeVisible();
    await expectAccessible(page, `cancel a manual reservation ${locale}`);
    await page.screenshot({ path: `${shots}/host-calendar-bookings-cancel-${locale}-desktop.png` });
    await dialog
      .getByRole('button', { name: text(locale, 'calendar.manual.cancel_confirm') })
      .click();
    await expect(
      page.getByText(text(locale, 'calendar.manual.cancelled', { code: manual.code })),
    ).toBeVisible();

    // The nights are free at once: no bar, no reason on the days.
    await expect(manualBar).toHaveCount(0);
    await expect(day(page, at(14))).not.toHaveAttribute(
      'aria-label',
      new RegExp(text(locale, 'calendar.reason.reservation')),
    );
    await expect(day(page, at(15))).not.toHaveAttribute(
      'aria-label',
      new RegExp(text(locale, 'calendar.reason.reservation')),
    );
    await expect(reservationBar.first()).toBeVisible();
  });
}
