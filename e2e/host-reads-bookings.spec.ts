import { resolve } from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { addDays } from '@gazda/domain/dates';
import type { Locale } from '@gazda/i18n/locales';
import { text } from './support/i18n';
import { listedApartment, photoFile } from './support/listings';
import { expectNoHorizontalOverflow } from './support/panel';
import { registerByApi } from './support/users';
import { expectAccessible } from './support/a11y';

/*
 * Issue #26 items 1, 2 and 8: the host's reservation list fits 1280 px with its status in view; the
 * one booking page: earnings, the timeline, a no-show reported with a reason in a dialog; the
 * host's own (manual) bookings cancelled from the calendar and from their page, each reason in the
 * timeline; the inquiry page's history.
 */
const shots = resolve(import.meta.dirname, '../.tmp/screens');
const locales: Locale[] = ['sr', 'en'];
const LONG_NAME = 'Stan kod Kalemegdana sa pogledom na reku, park i Knez Mihailovu ulicu';

/** Today in the listing's zone: a stay from today may be reported as a no-show today. */
const belgradeToday = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Belgrade' }).format(new Date());

async function book(request: APIRequestContext, token: string, listingId: number, checkIn: string) {
  const response = await request.post(`/api/public/ads/${listingId}/reservations`, {
    headers: { Authorization: `Bearer ${token}` },
    data: { check_in: checkIn, check_out: addDays(checkIn, 3), guests: 2, comment: '' },
  });
  if (response.status() !== 201)
    throw new Error(`book: ${response.status()} ${await response.text()}`);
  return ((await response.json()) as { data: { id: number; code: string } }).data;
}

async function manualBooking(
  request: APIRequestContext,
  token: string,
  listingId: number,
  checkIn: string,
  guestName: string,
) {
  const response = await request.post(`/api/calendar/${listingId}/reservations`, {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      check_in: checkIn,
      check_out: addDays(checkIn, 2),
      guests: 2,
      guest_name: guestName,
      comment: '',
      total: 12000,
    },
  });
  if (response.status() !== 201)
    throw new Error(`manual: ${response.status()} ${await response.text()}`);
  return ((await response.json()) as { data: { id: number; code: string } }).data;
}

async function logIn(page: Page, token: string) {
  await page.addInitScript((t) => localStorage.setItem('access_token', JSON.stringify(t)), token);
}

for (const locale of locales) {
  test(`[HOST][BOOKINGS] host reads the reservations at 1280 px and reports a no-show with a reason in ${locale}`, async ({
    page,
    request,
  }) => {
    const host = await registerByApi(request, locale);
    const photo = await photoFile(
      resolve(import.meta.dirname, `../.tmp/e2e-bookings-${locale}.jpg`),
      40,
    );
    const listingId = await listedApartment(request, host.token, photo, { name: LONG_NAME });
    const guest = await registerByApi(request, locale);
    const today = await book(request, guest.token, listingId, belgradeToday());
    await book(request, guest.token, listingId, addDays(belgradeToday(), 30));
    const auth = { Authorization: `Bearer ${host.token}`, 'App-Language': locale };
    const answer = (await (
      await request.get(`/api/reservations/${today.id}`, { headers: auth })
    ).json()) as {
      data: { host_earnings: number; total: number };
    };
    expect(answer.data.host_earnings).toBeLessThan(answer.data.total);
    await logIn(page, host.token);

    // The list at 1280 px: every column in view, the status first-class.
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/reservations');
    const rows = page.getByTestId('booking-row');
    await expect(rows).toHaveCount(2);
    for (const cell of await page.locator('thead th').all()) {
      const box = (await cell.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(1280);
    }
    const status = rows.first().getByTestId('status-cell');
    const box = (await status.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(1280);
    await expect(status).toContainText(text(locale, 'bookingPanel.status.confirmed'));
    // The chip's words are whole, never cut to "PO…".
    const label = status.locator('.mantine-Badge-label');
    expect(await label.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    await expectNoHorizontalOverflow(page);
    await expectAccessible(page, `reservations ${locale} at 1280 px`);
    await page.screenshot({ path: `${shots}/host-reservations-${locale}-desktop.png` });

    await page.setViewportSize({ width: 390, height: 844 });
    await expect(page.getByRole('link', { name: new RegExp(today.code) }).first()).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await page.screenshot({
      path: `${shots}/host-reservations-${locale}-phone.png`,
      fullPage: true,
    });

    // The booking page: earnings, then a no-show with a reason, in the timeline.
    await page.setViewportSize({ width: 1280, height: 800 });
    await rows.filter({ hasText: today.code }).getByTestId('status-cell').click();
    await expect(page).toHaveURL(new RegExp(`/reservations/${today.id}$`));
    await expect(page.getByTestId('host-earnings')).toBeVisible();
    await page
      .getByRole('button', { name: text(locale, 'bookingPanel.host.report_no_show') })
      .click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: text(locale, 'bookingPanel.host.send') }).click();
    // The reason is required: the dialog says so on the field and sends nothing.
    await expect(dialog.locator('textarea[aria-invalid="true"]')).toHaveCount(1);
    await expectAccessible(page, `no-show dialog ${locale}`);
    const reason =
      locale === 'sr' ? 'Gost nije došao do podneva.' : 'The guest had not come by noon.';
    await dialog
      .getByRole('textbox', { name: text(locale, 'bookingPanel.host.reason') })
      .fill(reason);
    await dialog.getByRole('button', { name: text(locale, 'bookingPanel.host.send') }).click();
    await expect(dialog).toBeHidden();
    // The toast says it went; axe reads the page once it has faded (its fade is low contrast).
    const done = page.getByText(text(locale, 'bookingPanel.host.action_done'));
    await expect(done).toBeVisible();
    await expect(done).toBeHidden({ timeout: 20_000 });
    const timeline = page.getByTestId('booking-timeline');
    await expect(timeline).toContainText(reason);
    await expect(timeline).toContainText(text(locale, 'bookingPanel.status.no_show_reported'));
    await expect(
      page.getByRole('button', { name: text(locale, 'bookingPanel.host.report_no_show') }),
    ).toHaveCount(0);
    await expectAccessible(page, `reservation ${locale} at 1280 px`);
    await page.screenshot({
      path: `${shots}/host-reservation-${locale}-desktop.png`,
      fullPage: true,
    });

    await page.setViewportSize({ width: 390, height: 844 });
    await expectNoHorizontalOverflow(page);
    await expectAccessible(page, `reservation ${locale} at 390 px`);
    await page.screenshot({
      path: `${shots}/host-reservation-${locale}-phone.png`,
      fullPage: true,
    });
  });
}

for (const locale of locales) {
  test(`[HOST][BOOKINGS] host reads the inquiries at 1280 px with whole status chips and a reference-free table in ${locale}`, async ({
    page,
    request,
  }) => {
    const host = await registerByApi(request, locale);
    const photo = await photoFile(
      resolve(import.meta.dirname, `../.tmp/e2e-inquiries-${locale}.jpg`),
      120,
    );
    const listingId = await listedApartment(request, host.token, photo, {
      name: LONG_NAME,
      bookingMode: 'inquiry',
    });
    const guest = await registerByApi(request, locale);
    const headers = { Authorization: `Bearer ${guest.token}` };
    for (const days of [10, 20]) {
      const checkIn = addDays(belgradeToday(), days);
      const sent = await request.post(`/api/public/ads/${listingId}/inquiries`, {
        headers,
        data: { check_in: checkIn, check_out: addDays(checkIn, 3), guests: 2, comment: '' },
      });
      expect(sent.status()).toBe(201);
      if (days === 10) {
        const id = ((await sent.json()) as { data: { id: number } }).data.id;
        const answered = await request.post(`/api/inquiries/${id}/answer`, {
          headers: { Authorization: `Bearer ${host.token}` },
          data: { available: true, message: '' },
        });
        expect(answered.status()).toBe(200);
      }
    }
    await logIn(page, host.token);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/inquiries');
    const rows = page.getByTestId('booking-row');
    await expect(rows).toHaveCount(2);
    const headerTexts = await page.locator('thead th').allTextContents();
    expect(headerTexts).not.toContain(text(locale, 'bookingPanel.common.reference'));
    for (const cell of await page.locator('thead th').all()) {
      const box = (await cell.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(1280);
    }
    for (const label of await page
      .locator('[data-testid="status-cell"] .mantine-Badge-label')
      .all())
      expect(await label.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    await expect(
      page.getByRole('table').getByText(text(locale, 'bookingPanel.status.available')),
    ).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await expectAccessible(page, `inquiries ${locale} at 1280 px`);
    await page.screenshot({ path: `${shots}/host-inquiries-${locale}-desktop.png` });

    // The answered inquiry's page: its history from the activity log, as a reservation's.
    await rows
      .filter({ hasText: text(locale, 'bookingPanel.status.available') })
      .getByTestId('status-cell')
      .click();
    await expect(page).toHaveURL(/\/inquiry\/\d+$/);
    const timeline = page.getByTestId('booking-timeline');
    await expect(timeline).toContainText(text(locale, 'bookingPanel.timeline.inquiry_created'));
    await expect(timeline).toContainText(
      text(locale, 'bookingPanel.timeline.status', {
        from: text(locale, 'bookingPanel.status.pending'),
        to: text(locale, 'bookingPanel.status.available'),
      }),
    );
    await expectAccessible(page, `inquiry ${locale} at 1280 px`);
    await page.screenshot({ path: `${shots}/host-inquiry-${locale}-desktop.png`, fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await expectNoHorizontalOverflow(page);
    await expectAccessible(page, `inquiry ${locale} at 390 px`);
    await page.screenshot({ path: `${shots}/host-inquiry-${locale}-phone.png`, fullPage: true });
  });
}

for (const locale of locales) {
  test(`[HOST][BOOKINGS] host cancels a manual booking from the calendar and another from its booking page, each reason in the timeline, in ${locale}`, async ({
    page,
    request,
  }) => {
    const host = await registerByApi(request, locale);
    const photo = await photoFile(
      resolve(import.meta.dirname, `../.tmp/e2e-manual-cancel-${locale}.jpg`),
      160,
    );
    const listingId = await listedApartment(request, host.token, photo);
    const first = addDays(belgradeToday(), 40);
    const fromCalendar = await manualBooking(
      request,
      host.token,
      listingId,
      first,
      'Jelena Janković',
    );
    const fromPage = await manualBooking(
      request,
      host.token,
      listingId,
      addDays(first, 5),
      'Marko Marković',
    );
    await logIn(page, host.token);
    await page.setViewportSize({ width: 1280, height: 800 });

    // From the calendar: the stay's bar opens the booking's edit page, which cancels it.
    await page.goto(`/listing/apartment/${listingId}/calendar?month=${first.slice(0, 7)}`);
    await page
      .getByRole('link', {
        name: new RegExp(
          `^${text(locale, 'calendar.bar.manual', { name: 'Jelena J.', dates: 'X' }).split('X')[0]}`,
        ),
      })
      .first()
      .click();
    await expect(page).toHaveURL(
      new RegExp(`/listing/apartment/${listingId}/reservation/${fromCalendar.id}$`),
    );
    await page
      .getByRole('button', {
        name: text(locale, 'calendar.manual.cancel_booking', { code: fromCalendar.code }),
      })
      .click();
    const calendarDialog = page.getByRole('dialog', {
      name: text(locale, 'calendar.manual.cancel_title', { code: fromCalendar.code }),
    });
    const calendarReason =
      locale === 'sr' ? 'Gost je otkazao telefonom.' : 'The guest cancelled by phone.';
    await calendarDialog
      .getByRole('textbox', { name: text(locale, 'calendar.manual.cancel_reason') })
      .fill(calendarReason);
    await expectAccessible(page, `cancel from the calendar ${locale}`);
    await page.screenshot({ path: `${shots}/host-manual-cancel-calendar-${locale}-desktop.png` });
    await calendarDialog
      .getByRole('button', { name: text(locale, 'calendar.manual.cancel_confirm') })
      .click();
    await expect(
      page.getByText(text(locale, 'calendar.manual.cancelled', { code: fromCalendar.code })),
    ).toBeVisible();
    await page.goto(`/reservations/${fromCalendar.id}`);
    const cancelledTimeline = page.getByTestId('booking-timeline');
    await expect(cancelledTimeline).toContainText(calendarReason);
    await expect(cancelledTimeline).toContainText(text(locale, 'bookingPanel.status.cancelled'));

    // From its booking page: the dialog asks for the reason, then tells the host it is done.
    await page.goto(`/reservations/${fromPage.id}`);
    await expect(
      page.getByRole('button', { name: text(locale, 'bookingPanel.host.report_no_show') }),
    ).toHaveCount(0);
    await page
      .getByRole('button', { name: text(locale, 'bookingPanel.host.cancel_manual') })
      .click();
    const dialog = page.getByRole('dialog');
    const confirm = dialog.getByRole('button', {
      name: text(locale, 'bookingPanel.host.cancel_manual_confirm'),
    });
    await confirm.click();
    await expect(dialog.locator('textarea[aria-invalid="true"]')).toHaveCount(1);
    const reason = locale === 'sr' ? 'Porodica je odložila put.' : 'The family put off the trip.';
    await dialog
      .getByRole('textbox', { name: text(locale, 'bookingPanel.host.reason') })
      .fill(reason);
    await expectAccessible(page, `cancel from the booking page ${locale}`);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: `${shots}/host-manual-cancel-dialog-${locale}-phone.png` });
    await page.setViewportSize({ width: 1280, height: 800 });
    await confirm.click();
    await expect(dialog).toBeHidden();
    const done = page.getByText(
      text(locale, 'bookingPanel.host.cancel_manual_done', { code: fromPage.code }),
    );
    await expect(done).toBeVisible();
    await expect(done).toBeHidden({ timeout: 20_000 });
    const timeline = page.getByTestId('booking-timeline');
    await expect(timeline).toContainText(reason);
    await expect(timeline).toContainText(text(locale, 'bookingPanel.status.cancelled'));
    await expect(
      page.getByRole('button', { name: text(locale, 'bookingPanel.host.cancel_manual') }),
    ).toHaveCount(0);
    await expectAccessible(page, `manual booking cancelled ${locale} at 1280 px`);
    await page.screenshot({
      path: `${shots}/host-manual-cancelled-${locale}-desktop.png`,
      fullPage: true,
    });
    await page.setViewportSize({ width: 390, height: 844 });
    await expectNoHorizontalOverflow(page);
    await expectAccessible(page, `manual booking cancelled ${locale} at 390 px`);
    await page.screenshot({
      path: `${shots}/host-manual-cancelled-${locale}-phone.png`,
      fullPage: true,
    });

    // Its nights are free again in the calendar: no bar for either booking.
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`/listing/apartment/${listingId}/calendar?month=${first.slice(0, 7)}`);
    await expect(page.getByRole('link', { name: /Jelena J\.|Marko M\./ })).toHaveCount(0);
  });
}
