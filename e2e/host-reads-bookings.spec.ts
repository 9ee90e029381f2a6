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
 * Issue #26 items 1 and 2: the host's reservation list fits 1280 px with its status in view, and
 * the one booking page: earnings, the timeline, and a no-show reported with a reason in a dialog.
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
  });
}
