import { randomUUID } from 'node:crypto';
import { resolve } from 'node:path';
import { expect, test } from '@playwright/test';
import { fromToday } from './support/dates';
import { adminToken, listedApartment, photoFile } from './support/listings';
import { registerByApi } from './support/users';
import { expectAccessible } from './support/a11y';

test('[GUEST][INQUIRY] a guest inquires, the host answers available, the guest confirms, the operator confirms, and both see the reservation', async ({
  browser,
  page,
  request,
}) => {
  const host = await registerByApi(request, 'en');
  const name = `Vikendica na Tari ${randomUUID().slice(0, 6)}`;
  const photo = await photoFile(resolve(import.meta.dirname, '../.tmp/e2e-inquiry.jpg'), 160);
  const listingId = await listedApartment(request, host.token, photo, { city: 'Bajina Bašta', name, bookingMode: 'inquiry' });
  const guest = await registerByApi(request, 'en');

  // The guest asks.
  await page.addInitScript((token) => localStorage.setItem('access_token', JSON.stringify(token)), guest.token);
  await page.goto(`/ads/${listingId}?check_in=${fromToday(30)}&check_out=${fromToday(33)}&guests=2&lang=en`);
  await expectAccessible(page, 'public listing with an inquiry en');
  await page.getByRole('textbox', { name: 'Message to the host' }).fill('We arrive around 18h with a small dog.');
  await page.getByRole('button', { name: 'Request to book', exact: true }).click();
  await expect(page.getByTestId('booking-review')).toContainText('We arrive around 18h with a small dog.');
  await page.getByRole('button', { name: 'Send inquiry', exact: true }).click();
  await expect(page.getByText('Inquiry sent')).toBeVisible();
  await expectAccessible(page, 'inquiry sent en');
  const code = (await page.getByText(/Inquiry code:/).textContent())!.match(/UP-[A-Z0-9]+/)![0];

  // The host answers "available" with a message.
  const hostContext = await browser.newContext();
  await hostContext.addInitScript((token) => localStorage.setItem('access_token', JSON.stringify(token)), host.token);
  const hostPage = await hostContext.newPage();
  await hostPage.goto('/inquiries?lang=en');
  await hostPage.getByText(code).first().click();
  await expect(hostPage.getByText('We arrive around 18h with a small dog.')).toBeVisible();
  await expectAccessible(hostPage, 'host inquiry en');
  await hostPage.getByRole('textbox', { name: 'Message to the guest' }).fill('Dogs are welcome. See you!');
  await hostPage.getByRole('button', { name: 'Available', exact: true }).click();
  await expect(hostPage.getByText('Answer sent').first()).toBeVisible();
  await expectAccessible(hostPage, 'host inquiry answered en');

  // The guest sees the answer and confirms while the dates are held.
  await page.goto('/my-travel/inquiries?lang=en');
  await expect(page.getByText('Dogs are welcome. See you!').first()).toBeVisible();
  await expectAccessible(page, 'my inquiries en');
  await page.getByRole('button', { name: 'Confirm and book' }).first().click();
  await expect(page.getByText('Awaiting confirmation').first()).toBeVisible();

  // The operator confirms (its screens come with the operators' issue; this is its API).
  const admin = await adminToken(request);
  const mine = await request.get('/api/my-travel/inquiries', { headers: { Authorization: `Bearer ${guest.token}` } });
  const inquiry = ((await mine.json()) as { data: { id: number; code: string }[] }).data.find((i) => i.code === code)!;
  const realised = await request.post(`/api/admin/inquiries/${inquiry.id}/confirm`, { headers: { Authorization: `Bearer ${admin}` } });
  expect(realised.status()).toBe(200);
  const reservationCode = ((await realised.json()) as { data: { reservation: { code: string } } }).data.reservation.code;

  // Both see the reservation.
  await page.goto('/my-travel/reservations?lang=en');
  await expect(page.getByText(reservationCode).first()).toBeVisible();
  await hostPage.goto('/reservations?lang=en');
  await expect(hostPage.getByText(reservationCode).first()).toBeVisible();
  await expectAccessible(hostPage, 'host reservations en');
  await hostContext.close();
});
