import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import { expect, test } from '@playwright/test';
import { fromToday } from './support/dates';
import { photoFile, submittedApartment } from './support/listings';
import { registerByApi } from './support/users';
import { expectAccessible } from './support/a11y';
import { text } from './support/i18n';

const basic = (date: string) => date.replaceAll('-', '');
const shots = resolve(import.meta.dirname, '../.tmp/screens');

/** An Airbnb-shaped feed (CRLF, all-day events, exclusive DTEND) with one stay 60 days ahead. */
function airbnbFeed(): string {
  return [
    'BEGIN:VCALENDAR',
    'PRODID:-//Airbnb Inc//Hosting Calendar 1.0//EN',
    'CALSCALE:GREGORIAN',
    'VERSION:2.0',
    'BEGIN:VEVENT',
    `DTEND;VALUE=DATE:${basic(fromToday(63))}`,
    `DTSTART;VALUE=DATE:${basic(fromToday(60))}`,
    'UID:1418fb94e984-e2e0123456789@airbnb.com',
    'SUMMARY:Reserved',
    'END:VEVENT',
    'END:VCALENDAR',
    '',
  ].join('\r\n');
}

let server: Server;
let feedUrl = '';

test.beforeAll(async () => {
  server = createServer((request, response) => {
    if (request.url === '/airbnb.ics') {
      response.writeHead(200, { 'content-type': 'text/calendar' }).end(airbnbFeed());
    } else response.writeHead(500).end('<html>error</html>');
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  feedUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
test.afterAll(() => new Promise<void>((done) => server.close(() => done())));

test('[HOST][CALENDAR] an imported calendar shows its last sync, its event count, its blocked nights and a failing feed its error', async ({
  page,
  request,
}) => {
  const host = await registerByApi(request, 'en');
  const photo = await photoFile(resolve(import.meta.dirname, '../.tmp/e2e-ical.jpg'), 210);
  const id = await submittedApartment(request, host.token, photo);
  await page.addInitScript(
    (token) => localStorage.setItem('access_token', JSON.stringify(token)),
    host.token,
  );
  await page.goto(`/listing/apartment/${id}/calendar?month=${fromToday(61).slice(0, 7)}`);

  await page.getByRole('tab', { name: 'Sync (iCal)' }).click();
  await expectAccessible(page, 'calendar en with the iCal tab');
  const form = page.getByRole('form', { name: 'Import a calendar' });
  await form.getByLabel(/^iCal address/).fill(`${feedUrl}/airbnb.ics`);
  await form.getByLabel(/^Name/).fill('Airbnb');
  await form.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(page.getByText('Calendar imported: 1 event.')).toBeVisible();
  await expect(page.getByText(/^Synced now · 1 event$/).first()).toBeVisible();
  await expect(page.locator(`button[data-date="${fromToday(61)}"]`)).toHaveAttribute(
    'aria-label',
    /Imported calendar: Airbnb/,
  );

  // A feed that answers with an error page keeps nothing and shows why, in red.
  await form.getByLabel(/^iCal address/).fill(`${feedUrl}/broken.ics`);
  await form.getByLabel(/^Name/).fill('Booking.com');
  await form.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(page.getByText(/^Last error: /).first()).toBeVisible();
  await expectAccessible(page, 'calendar en with an iCal error');
});

for (const locale of ['sr', 'en'] as const) {
  test(`[HOST][CALENDAR] the iCal tab shows each feed's state: synced minutes ago, its events, a feed failing for a day in red (${locale})`, async ({
    page,
    request,
  }) => {
    const host = await registerByApi(request, locale);
    const photo = await photoFile(
      resolve(import.meta.dirname, `../.tmp/e2e-ical-state-${locale}.jpg`),
      210,
    );
    const id = await submittedApartment(request, host.token, photo);
    const headers = { authorization: `Bearer ${host.token}`, 'app-language': locale };
    for (const [path, name] of [
      ['/airbnb.ics', 'Airbnb'],
      ['/broken.ics', 'Booking.com'],
    ])
      await request.post(`/api/calendar/${id}/ical-imports`, {
        headers,
        data: { url: `${feedUrl}${path}`, name },
      });
    // The feed has failed since two days ago: the server's clock cannot be moved in a journey, so
    // its answer is, the way the panel would receive it the day after.
    const twoDaysAgo = new Date(Date.now() - 2 * 24 * 60 * 60 * 1000).toISOString();
    await page.route(`**/api/calendar/init-data/${id}`, async (route) => {
      const answer = await route.fetch();
      const body = await answer.json();
      for (const item of body.data.ical_imports)
        if (item.failing_since)
          Object.assign(item, { failing_since: twoDaysAgo, last_success_at: null });
      await route.fulfill({ response: answer, json: body });
    });
    await page.addInitScript(
      (token) => localStorage.setItem('access_token', JSON.stringify(token)),
      host.token,
    );
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`/listing/apartment/${id}/calendar`);
    await page.getByRole('tab', { name: text(locale, 'calendar.tab.sync_title') }).click();
    const synced = text(locale, 'calendar.sync.synced_ago', { time: '' }).trim();
    await expect(page.getByText(new RegExp(`^${synced} .+ · 1 `))).toBeVisible();
    const failing = page.locator('li[data-failing]');
    await expect(failing).toContainText('Booking.com');
    await expect(failing).toContainText(
      text(locale, 'calendar.sync.failing_since', { time: 'X', ago: 'Y' }).split(' X')[0]!,
    );
    await expect(failing).toBeInViewport();
    await expectAccessible(page, `calendar ${locale} with a feed failing for two days`);
    await page.screenshot({ path: `${shots}/host-ical-state-${locale}-desktop.png` });

    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('button', { name: text(locale, 'calendar.panel_open') }).click();
    await page.getByRole('tab', { name: text(locale, 'calendar.tab.sync_title') }).click();
    await failing.scrollIntoViewIfNeeded();
    await expectAccessible(page, `calendar ${locale} phone with a feed failing for two days`);
    await page.screenshot({ path: `${shots}/host-ical-state-${locale}-phone.png` });
  });
}
