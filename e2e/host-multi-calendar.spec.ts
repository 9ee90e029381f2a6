import { resolve } from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { addDays, diffDays, localDateAt } from '@gazda/domain/dates';
import type { Locale } from '@gazda/i18n/locales';
import { expectAccessible } from './support/a11y';
import { text } from './support/i18n';
import { listedApartment, photoFile } from './support/listings';
import { expectNoHorizontalOverflow } from './support/panel';
import { registerByApi } from './support/users';

/*
 * Issue #27: all of a host's listings in one calendar. The host raises August's prices on three
 * listings at once (mouse: a click and a Shift-click), blocks a week on two (keyboard only), and
 * both survive a reload; a guest's stay is a bar with their name that opens the booking.
 */
const shots = resolve(import.meta.dirname, '../.tmp/screens');
const locales: Locale[] = ['en', 'sr'];
const CELL_W = 64;

/** The next August wholly ahead (within the grid's year). */
function nextAugust(today: string): string {
  const year = Number(today.slice(0, 4)) + (today.slice(5, 7) >= '08' ? 1 : 0);
  return `${year}-08-01`;
}

async function post(request: APIRequestContext, token: string, path: string, data: object) {
  const response = await request.post(path, {
    headers: { Authorization: `Bearer ${token}` },
    data,
  });
  if (response.status() !== 201)
    throw new Error(`${path}: ${response.status()} ${await response.text()}`);
  return ((await response.json()) as { data: { id: number } }).data;
}

const grid = (page: Page, locale: Locale) =>
  page.getByRole('group', { name: text(locale, 'calendar.multi.grid_label') });
const cell = (page: Page, row: number, date: string) =>
  page.locator(`button[data-row="${row}"][data-date="${date}"]`);

/** Scrolls the grid so that `date`'s column is the first in view. */
async function scrollTo(page: Page, locale: Locale, today: string, date: string) {
  const left = diffDays(today, date) * CELL_W;
  await grid(page, locale).evaluate((element, x) => element.scrollTo({ left: x }), left);
}

for (const locale of locales) {
  test(`[HOST][MULTI-CALENDAR] a host raises August's prices on three listings at once and blocks a week on two, by mouse and by keyboard, and a guest's picker refuses a closed-to-arrival Sunday, in ${locale}`, async ({
    page,
    request,
    browser,
  }) => {
    const host = await registerByApi(request, locale);
    const photo = await photoFile(
      resolve(import.meta.dirname, `../.tmp/e2e-multi-${locale}.jpg`),
      40,
    );
    const ids = [
      await listedApartment(request, host.token, photo, { name: 'Stan Dorćol', city: 'Beograd' }),
      await listedApartment(request, host.token, photo, { name: 'Studio Niš', city: 'Niš' }),
      await listedApartment(request, host.token, photo, {
        name: 'Kuća Zlatibor',
        city: 'Zlatibor',
      }),
    ];
    const today = localDateAt(Date.now(), 'Europe/Belgrade');
    const guest = await registerByApi(request, locale);
    const booked = await post(request, guest.token, `/api/public/ads/${ids[0]}/reservations`, {
      check_in: addDays(today, 3),
      check_out: addDays(today, 6),
      guests: 2,
      comment: '',
    });

    await page.addInitScript(
      (token) => localStorage.setItem('access_token', JSON.stringify(token)),
      host.token,
    );
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    await page
      .getByRole('link', { name: text(locale, 'nav.calendar'), exact: true })
      .first()
      .click();
    await expect(page).toHaveURL(/\/calendar$/);
    await expect(cell(page, 2, today)).toBeVisible();
    // The guest's stay is a bar with their name that opens the booking.
    const bar = page.locator(`a[data-booking="reservation-${booked.id}"]`).first();
    await expect(bar).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await expectAccessible(page, `multi-calendar ${locale} at 1280 px`);
    await page.screenshot({ path: `${shots}/host-multi-calendar-${locale}-desktop.png` });

    // August on three listings: a click on the first listing's 1st, a Shift-click on the third's 31st.
    const august = nextAugust(today);
    const last = addDays(august, 30);
    await scrollTo(page, locale, today, august);
    await cell(page, 0, august).click();
    await scrollTo(page, locale, today, addDays(last, -5));
    await cell(page, 2, last).click({ modifiers: ['Shift'] });
    const summary = page.getByTestId('multi-selection-summary');
    await expect(summary).toContainText(
      locale === 'en' ? '3 listings · 31 nights' : '3 oglasa · 31 noć',
    );
    await page
      .getByLabel(text(locale, 'calendar.multi.price_label', { currency: 'EUR' }))
      .fill('80');
    await page
      .getByRole('region', { name: text(locale, 'calendar.multi.actions') })
      .getByRole('button', { name: text(locale, 'calendar.multi.set_price') })
      .click();
    await expect(page.getByText(text(locale, 'calendar.multi.saved', { count: 3 }))).toBeVisible();
    for (const row of [0, 1, 2])
      await expect(cell(page, row, addDays(last, -1))).toHaveAttribute('aria-label', /80/);
    await expectAccessible(page, `multi-calendar ${locale} with August chosen`);
    await page.screenshot({ path: `${shots}/host-multi-calendar-${locale}-august.png` });

    // A week on the first two listings, by keyboard only: Enter, Shift with arrows, Block.
    const week = addDays(august, 40);
    await scrollTo(page, locale, today, addDays(week, -2));
    await cell(page, 0, week).focus();
    await page.keyboard.press('Enter');
    // Each step is seen before the next key (a loaded machine must not merge two presses).
    for (let i = 0; i < 6; i++) {
      await page.keyboard.press('Shift+ArrowRight');
      await expect(summary).toContainText(`· ${i + 2} `);
    }
    await page.keyboard.press('Shift+ArrowDown');
    await expect(summary).toContainText(
      locale === 'en' ? '2 listings · 7 nights' : '2 oglasa · 7 noći',
    );
    await page
      .getByRole('region', { name: text(locale, 'calendar.multi.actions') })
      .getByRole('button', { name: text(locale, 'calendar.multi.block') })
      .click();
    await expect(cell(page, 1, addDays(week, 6))).toHaveAttribute(
      'aria-label',
      new RegExp(text(locale, 'calendar.reason.manual')),
    );

    // A reload keeps both.
    await page.reload();
    await scrollTo(page, locale, today, addDays(week, -2));
    for (const row of [0, 1])
      await expect(cell(page, row, addDays(week, 3))).toHaveAttribute(
        'aria-label',
        new RegExp(text(locale, 'calendar.reason.manual')),
      );
    await expect(cell(page, 2, addDays(week, 3))).not.toHaveAttribute(
      'aria-label',
      new RegExp(text(locale, 'calendar.reason.manual')),
    );
    await scrollTo(page, locale, today, addDays(last, -5));
    await expect(cell(page, 2, last)).toHaveAttribute('aria-label', /80/);

    // A filter by city leaves one row; a listing's own calendar is one click away.
    await page.getByRole('textbox', { name: text(locale, 'calendar.multi.filter_city') }).click();
    await page.getByRole('option', { name: 'Niš' }).click();
    await expect(page.locator('button[data-row="1"]')).toHaveCount(0);
    await page
      .getByRole('link', {
        name: text(locale, 'calendar.multi.open_calendar', { name: 'Studio Niš' }),
      })
      .click();
    await expect(page).toHaveURL(new RegExp(`/listing/apartment/${ids[1]}/calendar`));

    // A phone: one listing at a time, with a switcher.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/calendar');
    const switcher = page.getByRole('textbox', {
      name: text(locale, 'calendar.multi.listing_switcher'),
    });
    await expect(switcher).toHaveValue('Stan Dorćol');
    await expect(page.locator(`button[data-date="${today}"]`)).toHaveCount(1);
    await expect(page.getByRole('link', { name: 'Milica J.' }).first()).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await expectAccessible(page, `multi-calendar ${locale} at 390 px`);
    await page.screenshot({ path: `${shots}/host-multi-calendar-${locale}-phone.png` });
    await switcher.click();
    await page.getByRole('option', { name: 'Kuća Zlatibor' }).click();
    await expect(switcher).toHaveValue('Kuća Zlatibor');

    // Closed to arrival on Sundays (the listing's rule, #27 item 1): the guest's picker refuses a
    // Sunday as the check-in and takes the Monday after it.
    if (locale !== 'en') return;
    await patch(request, host.token, `/api/panel/ads/${ids[2]}`, {
      step: 'reservation',
      booking_mode: 'instant',
      min_stay: 2,
      check_in_from: '14:00',
      check_in_to: '20:00',
      check_out_until: '11:00',
      closed_to_arrival: [0],
    });
    let sunday = addDays(today, 7);
    // A Sunday whose Monday is in the same month (the picker shows one month).
    while (new Date(`${sunday}T00:00:00Z`).getUTCDay() !== 0 || Number(sunday.slice(8)) > 27)
      sunday = addDays(sunday, 1);
    const guestPage = await (await browser.newContext()).newPage();
    await guestPage.goto(`/ads/${ids[2]}?lang=en`);
    const dayButton = (date: string) => {
      const [y, m, d] = date.split('-').map(Number) as [number, number, number];
      const name = `${d} ${MONTHS[m - 1]} ${y}`;
      return guestPage.locator(`button[aria-label="${name}"]:not([data-outside])`).first();
    };
    // Forward to the Sunday's month (its days are then not the grey ones of a neighbour month).
    const month = `${MONTHS[Number(sunday.slice(5, 7)) - 1]} ${sunday.slice(0, 4)}`;
    const heading = guestPage.getByRole('button', { name: 'Choose a month' });
    await expect(heading).toBeVisible();
    for (let i = 0; i < 3 && (await heading.textContent()) !== month; i++)
      await guestPage.getByRole('button', { name: 'Next month' }).click();
    await expect(heading).toHaveText(month);
    await expect(dayButton(sunday)).toBeDisabled();
    await expect(dayButton(addDays(sunday, 1))).toBeEnabled();
    await expect(dayButton(addDays(sunday, -1))).toBeEnabled();
    await expectAccessible(guestPage, 'public listing en, closed to arrival on Sundays');
  });
}

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

async function patch(request: APIRequestContext, token: string, path: string, data: object) {
  const response = await request.patch(path, {
    headers: { Authorization: `Bearer ${token}` },
    data,
  });
  if (response.status() !== 200)
    throw new Error(`${path}: ${response.status()} ${await response.text()}`);
}
