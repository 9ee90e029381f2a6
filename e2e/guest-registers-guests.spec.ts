import { randomUUID } from 'node:crypto';
import { resolve } from 'node:path';
import { addDays, localDateAt } from '@gazda/domain/dates';
import { expect, test, type Page } from '@playwright/test';
import { toCyrillic as cyr } from '@gazda/i18n/cyrillic';
import { listedApartment, photoFile } from './support/listings';
import { expectNoHorizontalOverflow } from './support/panel';
import { registerByApi } from './support/users';

/*
 * Issue #30 items 2 and 5: after booking, the guest gives each guest's details for eTurista on the
 * phone, in Serbian Cyrillic;
 * the host's booking page shows them with a copy button per field and the "registered" box with
 * the deadline (docs/rules/guest-registration.md).
 */
const shots = resolve(import.meta.dirname, '../.tmp/screens');
const sizes = [
  { name: '1280', width: 1280, height: 900 },
  { name: '390', width: 390, height: 844 },
] as const;

async function as(page: Page, token: string) {
  await page.addInitScript((t) => localStorage.setItem('access_token', JSON.stringify(t)), token);
}

test('[GUEST][CHECK-IN] the guest fills the details for registration on a phone; the host sees them, copies a field and ticks "registered in eTurista"', async ({
  browser,
  request,
}) => {
  const host = await registerByApi(request);
  const name = `Stan za prijavu ${randomUUID().slice(0, 6)}`;
  const photo = await photoFile(resolve(import.meta.dirname, '../.tmp/e2e-registers.jpg'), 200);
  const listingId = await listedApartment(request, host.token, photo, { name });
  const guest = await registerByApi(request, 'en');
  const today = localDateAt(Date.now(), 'Europe/Belgrade');
  const checkIn = addDays(today, 20);
  const booked = await request.post(`/api/public/ads/${listingId}/reservations`, {
    headers: { Authorization: `Bearer ${guest.token}` },
    data: { check_in: checkIn, check_out: addDays(checkIn, 3), guests: 2, comment: '' },
  });
  expect(booked.status()).toBe(201);
  const reservation = ((await booked.json()) as { data: { id: number; code: string } }).data;

  // The guest, on a phone, opens the form from the trip and gives two guests.
  const guestPage = await (await browser.newContext()).newPage();
  await as(guestPage, guest.token);
  await guestPage.setViewportSize(sizes[1]);
  await guestPage.goto(`/my-travel/reservations?lang=sr-Cyrl`);
  const trip = guestPage.getByTestId(`trip-${reservation.code}`);
  await trip.getByRole('button', { name: cyr('Podaci gostiju za prijavu') }).click();
  const form = guestPage.getByTestId('trip-guests-form');
  await expect(form).toBeVisible();
  await form.getByLabel(cyr('Ime'), { exact: true }).fill('Petar');
  await form.getByLabel(cyr('Prezime')).fill('Petrović');
  await form.getByRole('textbox', { name: cyr('Pol') }).click();
  await guestPage.getByRole('option', { name: cyr('Muški') }).click();
  await form.getByLabel(cyr('Datum rođenja')).fill('1985-03-15');
  await form.getByLabel(cyr('Broj dokumenta')).fill('012345678');
  // A wrong JMBG is caught before sending.
  await form.getByLabel(cyr('JMBG')).fill('1503985715005');
  await form.getByRole('button', { name: cyr('Sačuvaj podatke') }).click();
  await expect(form).toContainText(cyr('JMBG nije ispravan'));
  await form.getByLabel(cyr('JMBG')).fill('1503985715004');
  await expectNoHorizontalOverflow(guestPage);
  await guestPage.screenshot({ path: `${shots}/guest-registration-form-sr-Cyrl-390-filled.png` });
  await form.getByRole('button', { name: cyr('Sačuvaj podatke') }).click();
  await expect(form.getByRole('status')).toHaveText(cyr('Podaci su sačuvani'));

  for (const locale of ['en', 'sr', 'sr-Cyrl'] as const) {
    for (const size of sizes) {
      await guestPage.setViewportSize(size);
      await guestPage.goto(`/my-travel/reservations?lang=${locale}&guests=${reservation.id}`);
      await expect(guestPage.getByTestId('trip-guests-form')).toBeVisible();
      await expect(
        guestPage.getByTestId('trip-guests-form').getByLabel(/First name|Ime|Име/),
      ).toHaveValue('Petar');
      await expectNoHorizontalOverflow(guestPage);
      await guestPage.screenshot({
        path: `${shots}/guest-registration-form-${locale}-${size.name}.png`,
      });
    }
  }

  // The host's booking page: the details, a copy button per field, the box and the deadline.
  const context = await browser.newContext({ permissions: ['clipboard-read', 'clipboard-write'] });
  const hostPage = await context.newPage();
  await as(hostPage, host.token);
  for (const locale of ['sr', 'sr-Cyrl', 'en'] as const) {
    for (const size of sizes) {
      await hostPage.setViewportSize(size);
      await hostPage.goto(`/reservations/${reservation.id}?lang=${locale}`);
      const card = hostPage.getByTestId('guest-registration');
      await expect(card).toContainText('012345678');
      await expect(card).toContainText('15.03.1985');
      await expectNoHorizontalOverflow(hostPage);
      await card.scrollIntoViewIfNeeded();
      await card.screenshot({
        path: `${shots}/guest-registration-host-${locale}-${size.name}.png`,
      });
    }
  }
  const card = hostPage.getByTestId('guest-registration');
  await card.getByRole('button', { name: 'Copy: Document number' }).click();
  expect(await hostPage.evaluate(() => navigator.clipboard.readText())).toBe('012345678');
  await card.getByRole('checkbox', { name: /Registered in eTurista/ }).click();
  await expect(card).toContainText('Ticked on');
});
