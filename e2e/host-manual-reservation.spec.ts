import { resolve } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { clickDay, fromToday } from './support/dates';
import { photoFile, submittedApartment } from './support/listings';
import { registerByApi } from './support/users';
import { expectAccessible } from './support/a11y';

const day = (page: Page, date: string) => page.locator(`button[data-date="${date}"]`);

test('[HOST][CALENDAR] a host adds a manual reservation from the calendar and moves it on its edit page', async ({
  page,
  request,
}) => {
  const host = await registerByApi(request, 'en');
  const photo = await photoFile(resolve(import.meta.dirname, '../.tmp/e2e-manual.jpg'), 330);
  const id = await submittedApartment(request, host.token, photo);
  const auth = { Authorization: `Bearer ${host.token}` };
  const [from, last] = [fromToday(40), fromToday(42)];
  await page.addInitScript((token) => localStorage.setItem('access_token', JSON.stringify(token)), host.token);
  await page.goto(`/listing/apartment/${id}/calendar?month=${from.slice(0, 7)}`);

  await day(page, from).click();
  await day(page, last).click();
  await page.getByRole('button', { name: 'Add a reservation' }).click();
  await expectAccessible(page, 'calendar en with the manual reservation form');
  await page.getByRole('textbox', { name: 'Guest name' }).fill('Marko Nikolić');
  await page.getByRole('textbox', { name: 'Total amount' }).fill('150');
  await page.getByRole('button', { name: 'Reserve the nights' }).click();
  await expect(page.getByText(/Reservation GZ-[A-Z0-9]+ added/)).toBeVisible();
  await expect(day(page, fromToday(41))).toHaveAttribute('aria-label', /Reservation/);

  const listed = await request.get(`/api/calendar/reservations/${id}`, { headers: auth });
  const reservation = ((await listed.json()) as { data: { id: number; code: string; check_in: string; check_out: string; quote: unknown }[] }).data[0]!;
  expect(reservation).toMatchObject({ check_in: from, check_out: fromToday(43), quote: null });

  // Its nights lead to its edit page (one night chosen: the same day twice), where other dates can be chosen.
  await day(page, fromToday(41)).click();
  await day(page, fromToday(41)).click();
  await page.getByRole('link', { name: `Edit reservation ${reservation.code}` }).click();
  await expect(page).toHaveURL(new RegExp(`/listing/apartment/${id}/reservation/${reservation.id}$`));
  await expectAccessible(page, 'edit a manual reservation en');
  await page.getByRole('button', { name: 'Check-in – check-out' }).click();
  await expectAccessible(page, 'edit a manual reservation en with the dates picker');
  await clickDay(page, fromToday(41));
  await clickDay(page, fromToday(45));
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText(`Reservation ${reservation.code} saved.`)).toBeVisible();

  const after = await request.get(`/api/calendar/reservations/${id}`, { headers: auth });
  const moved = ((await after.json()) as { data: { id: number; check_in: string; check_out: string }[] }).data.find((r) => r.id === reservation.id);
  expect(moved).toMatchObject({ check_in: fromToday(41), check_out: fromToday(45) });
});
