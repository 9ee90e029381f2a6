import { randomUUID } from 'node:crypto';
import { resolve } from 'node:path';
import { addDays, localDateAt } from '@gazda/domain/dates';
import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from './support/a11y';
import { adminToken, listedApartment, photoFile } from './support/listings';
import { expectNoHorizontalOverflow } from './support/panel';
import { registerByApi } from './support/users';

/*
 * Issue #29: the guest pays the advance the Serbian way. The operator's EUR→RSD rate of today is
 * frozen on the reservation; the trip shows the IPS QR with the amount in dinars; the operator
 * records the payment in the back office and the trip shows the advance paid.
 */
const shots = resolve(import.meta.dirname, '../.tmp/screens');
const sizes = [
  { name: '1280', width: 1280, height: 900 },
  { name: '390', width: 390, height: 844 },
] as const;

async function as(page: Page, token: string) {
  await page.addInitScript((t) => localStorage.setItem('access_token', JSON.stringify(t)), token);
}

test('[GUEST][PAY] the guest opens the trip, sees the QR and the amount in dinars; the operator records the payment, the host sees the payout due, then sent', async ({
  browser,
  request,
}) => {
  const admin = await adminToken(request);
  const today = localDateAt(Date.now(), 'Europe/Belgrade');
  const rate = await request.put('/api/admin/exchange-rates', {
    headers: { Authorization: `Bearer ${admin}` },
    data: { date: today, eur_rsd: '117,1727' },
  });
  expect(rate.status()).toBe(200);

  const host = await registerByApi(request);
  const name = `Stan na Vračaru ${randomUUID().slice(0, 6)}`;
  const photo = await photoFile(resolve(import.meta.dirname, '../.tmp/e2e-pays.jpg'), 200);
  const listingId = await listedApartment(request, host.token, photo, { name });
  const guest = await registerByApi(request, 'en');
  const booked = await request.post(`/api/public/ads/${listingId}/reservations`, {
    headers: { Authorization: `Bearer ${guest.token}` },
    // Checking in today: the host's payout is due from the check-in day on.
    data: { check_in: today, check_out: addDays(today, 3), guests: 2, comment: '' },
  });
  expect(booked.status()).toBe(201);
  const reservation = ((await booked.json()) as { data: { id: number; code: string } }).data;
  const payment = await request.get(`/api/my-travel/reservations/${reservation.id}/payment`, {
    headers: { Authorization: `Bearer ${guest.token}` },
  });
  const due = ((await payment.json()) as { data: { amount: number; reference: string } }).data;
  const dinars = (locale: 'sr' | 'en') =>
    new Intl.NumberFormat(locale === 'sr' ? 'sr-Latn-RS' : 'en', {
      minimumFractionDigits: 2,
    }).format(due.amount / 100);

  // The guest's trip: the QR, the amount in dinars, the reference; in both languages, both sizes.
  const guestPage = await (await browser.newContext()).newPage();
  await as(guestPage, guest.token);
  for (const locale of ['en', 'sr'] as const) {
    for (const size of sizes) {
      await guestPage.setViewportSize(size);
      await guestPage.goto(`/my-travel/reservations?lang=${locale}`);
      const card = guestPage.getByTestId(`trip-${reservation.code}`).getByTestId('trip-payment');
      await expect(card.getByTestId('payment-qr-advance')).toBeVisible();
      await expect(card).toContainText(dinars(locale));
      await expect(card).toContainText(`97 ${due.reference}`);
      await expect(card).toContainText('117');
      await expectNoHorizontalOverflow(guestPage);
      await card.scrollIntoViewIfNeeded();
      await card.screenshot({ path: `${shots}/trip-payment-${locale}-${size.name}.png` });
    }
  }
  await expectAccessible(guestPage, 'trip payment card sr');

  // The operator records the payment on the advance-payments screen.
  const adminPage = await (await browser.newContext()).newPage();
  await as(adminPage, admin);
  for (const locale of ['sr', 'en'] as const) {
    for (const size of sizes) {
      await adminPage.setViewportSize(size);
      await adminPage.goto(`/admin/advance-payments?lang=${locale}`);
      await expect(adminPage.getByTestId('exchange-rates')).toBeVisible();
      const form = adminPage.getByTestId(`record-payment-${reservation.id}`);
      await expect(form).toBeVisible();
      await expectNoHorizontalOverflow(adminPage);
      await adminPage.screenshot({ path: `${shots}/admin-payments-${locale}-${size.name}.png` });
      await form.scrollIntoViewIfNeeded();
      await form.screenshot({ path: `${shots}/admin-record-payment-${locale}-${size.name}.png` });
    }
  }
  await expectAccessible(adminPage, 'advance payments en');
  const form = adminPage.getByTestId(`record-payment-${reservation.id}`);
  await form.getByRole('textbox', { name: /Amount \(RSD\)/ }).fill((due.amount / 100).toFixed(2));
  await form.getByRole('textbox', { name: 'Bank reference' }).fill(`IPS-${reservation.code}`);
  await form.getByRole('button', { name: 'Record payment' }).click();
  await expect(adminPage.getByText('The payment is recorded')).toBeVisible();

  // The guest's trip now says the advance is paid, and shows no QR for it.
  await guestPage.setViewportSize(sizes[0]);
  await guestPage.goto('/my-travel/reservations?lang=en');
  const card = guestPage.getByTestId(`trip-${reservation.code}`).getByTestId('trip-payment');
  await expect(card).toContainText('Advance paid');
  await expect(card.getByTestId('payment-qr-advance')).toHaveCount(0);
  await card.screenshot({ path: `${shots}/trip-payment-paid-en-1280.png` });

  // The host sees the reservation on /payouts: the earnings, the account, the payout due.
  const hostPage = await (await browser.newContext()).newPage();
  await as(hostPage, host.token);
  for (const locale of ['sr', 'en'] as const) {
    for (const size of sizes) {
      await hostPage.setViewportSize(size);
      await hostPage.goto(`/payouts?lang=${locale}`);
      const row = hostPage.getByTestId(`payout-${reservation.code}`);
      await expect(row).toContainText(
        locale === 'sr' ? 'Dospeva posle dolaska' : 'Due after check-in',
      );
      await expectNoHorizontalOverflow(hostPage);
      await hostPage.screenshot({ path: `${shots}/host-payouts-${locale}-${size.name}.png` });
    }
  }
  await expectAccessible(hostPage, 'host payouts en 390');

  // The operator marks it sent with the day's transfer; the host then sees it sent.
  await adminPage.setViewportSize(sizes[0]);
  await adminPage.goto('/admin/advance-payments?lang=en');
  const batch = adminPage.getByTestId('payout-batch');
  await batch.getByRole('checkbox', { name: new RegExp(reservation.code) }).check();
  await batch.getByRole('textbox', { name: 'Bank reference' }).fill(`ISPL-${reservation.code}`);
  await batch.scrollIntoViewIfNeeded();
  await batch.screenshot({ path: `${shots}/admin-payout-batch-en-1280.png` });
  await batch.getByRole('button', { name: 'Mark sent' }).click();
  await expect(
    adminPage.getByText('The payouts are marked sent and the hosts are told'),
  ).toBeVisible();
  await hostPage.goto('/payouts?lang=en');
  await expect(hostPage.getByTestId(`payout-${reservation.code}`)).toContainText('Sent');
  // The month's statement lists the stay with its earnings and fee, and totals.
  const statement = hostPage.getByTestId('monthly-statement');
  await expect(statement).toContainText(reservation.code);
  await expect(statement).toContainText('Total');
  await statement.scrollIntoViewIfNeeded();
  await statement.screenshot({ path: `${shots}/host-statement-en-1280.png` });
});
