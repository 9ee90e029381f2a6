import { paymentsPaths } from '@gazda/contracts/paths';
import { localDateAt } from '@gazda/domain/dates';
import { amountInRsd } from '@gazda/domain/exchange-rates';
import { isModel97 } from '@gazda/domain/payment-reference';
import { beforeAll, describe, expect, it } from 'vitest';
import { latestMailTo } from '../helpers/outbox';
import { registerUser, testApp, type TestUser } from '../helpers/test-app';
import {
  as,
  bookedStay,
  decodeQr,
  expectStatus,
  giveHostAccount,
  HOST_ACCOUNT,
  payment,
  qrOf,
  recordPayment,
  registerAdmin,
  setRate,
} from './fixtures';

/** The worked example's stay: 179.20 € in all, advance 53.76 €, the rest 125.44 €. */
const RATE = '117.1727';
const RATE_E4 = 1_171_727;
const ADVANCE_RSD = amountInRsd(5376, 'EUR', RATE_E4)!; // 6,299.20 din
const TOTAL_RSD = amountInRsd(17_920, 'EUR', RATE_E4)!;

let admin: TestUser;
beforeAll(async () => {
  admin = await registerAdmin();
  expectStatus(await setRate(admin, localDateAt(Date.now(), 'Europe/Belgrade'), RATE), 200);
});

describe('[PAYMENTS] the advance of a trip: GET my-travel/reservations/{id}/payment', () => {
  it('answers the advance in dinars at the frozen rate, the model-97 reference and the IPS QR text', async () => {
    const { guest, id, reservation } = await bookedStay();
    const answer = expectStatus(await payment(guest, id), 200).body.data;
    expect(answer).toMatchObject({
      amount: ADVANCE_RSD,
      currency: 'RSD',
      due_date: reservation.advance_due_date,
      reference: reservation.reference_code,
      recipient_account: '260005601001611379',
      recipient_name: 'Gazda d.o.o. Beograd',
      state: 'unpaid',
      paid: 0,
      exchange_rate: { eur_rsd: RATE, date: localDateAt(Date.now(), 'Europe/Belgrade') },
    });
    expect(ADVANCE_RSD).toBe(629_920);
    expect(isModel97(answer.reference)).toBe(true);
    expect(answer.payload).toBe(
      `K:PR|V:01|C:1|R:260005601001611379|N:Gazda d.o.o. Beograd|I:RSD6299,20|SF:289|S:Avans ${reservation.code}|RO:97${answer.reference}`,
    );
  });

  it('a stay priced in dinars needs no rate', async () => {
    const { guest, id, reservation } = await bookedStay({ currency: 'RSD' });
    const answer = expectStatus(await payment(guest, id), 200).body.data;
    expect(answer.amount).toBe(reservation.advance);
    expect(answer.exchange_rate).toBeNull();
  });

  it('the PNG decodes back to the payload with an independent decoder (jsQR)', async () => {
    const { guest, id } = await bookedStay();
    const { payload } = expectStatus(await payment(guest, id), 200).body.data;
    const response = await qrOf(guest, id);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    const png = Buffer.from(await response.arrayBuffer());
    expect(decodeQr(png)).toBe(payload);
  });

  it('only the guest of the reservation and operators see it; others 404, no login 401', async () => {
    const { host, id } = await bookedStay();
    const stranger = await registerUser();
    expect((await payment(stranger, id)).status).toBe(404);
    expect((await payment(host, id)).status).toBe(404);
    expect((await qrOf(stranger, id)).status).toBe(404);
    expect((await payment(admin, id)).status).toBe(200);
    expect((await qrOf(admin, id)).status).toBe(200);
    const { api } = await import('../helpers/test-app');
    expect((await api('GET', paymentsPaths.tripPayment(id))).status).toBe(401);
  });

  it('the rest on arrival is a QR to the host’s domestic account when the host has one', async () => {
    const { host, guest, id, reservation } = await bookedStay();
    expect(expectStatus(await payment(guest, id), 200).body.data.rest).toBeNull(); // no valid account
    await giveHostAccount(host.id);
    const { rest } = expectStatus(await payment(guest, id), 200).body.data;
    expect(rest).toMatchObject({
      amount: TOTAL_RSD - ADVANCE_RSD,
      recipient_account: HOST_ACCOUNT,
      recipient_name: 'Marko Marković',
    });
    expect(rest.payload).toContain(`|R:${HOST_ACCOUNT}|N:Marko Marković|`);
    expect(rest.payload).toContain(`|S:Ostatak ${reservation.code}|`);
    const png = await qrOf(guest, id, 'rest');
    expect(decodeQr(Buffer.from(await png.arrayBuffer()))).toBe(rest.payload);
  });
});

describe('[PAYMENTS] the booking confirmation mail carries the QR', () => {
  it('as an inline picture (cid) with the amount, the account and the reference beside it', async () => {
    const { guest, id } = await bookedStay();
    const { reference } = expectStatus(await payment(guest, id), 200).body.data;
    const mail = await latestMailTo(guest.email, reference);
    expect(mail.images).toHaveLength(1);
    expect(mail.html).toMatch(/<img src="cid:[^"]+" alt="IPS QR/);
    expect(mail.text).toContain('6.299,20');
    expect(mail.text).toContain(`97 ${reference}`);
  });
});

describe('[PAYMENTS] the operator records payments: POST admin/reservations/{id}/payments', () => {
  const paid = (amount: number, bank_reference: string) => ({
    amount,
    paid_on: '2026-11-20',
    bank_reference,
  });

  it('a partial payment leaves the rest due; the same bank reference again is the same payment', async () => {
    const { guest, id } = await bookedStay();
    const first = expectStatus(await recordPayment(admin, id, paid(200_000, 'BNK-1')), 200);
    expect(first.body.data).toMatchObject({ paid: 200_000, state: 'partial', over: 0 });
    const again = expectStatus(await recordPayment(admin, id, paid(200_000, 'BNK-1')), 200);
    expect(again.body.data.payments).toHaveLength(1);
    const view = expectStatus(await payment(guest, id), 200).body.data;
    expect(view).toMatchObject({ state: 'partial', paid: 200_000, amount: ADVANCE_RSD - 200_000 });
    expect(view.payload).toContain('|I:RSD4299,20|');
  });

  it('covering the advance marks it paid; more is flagged overpaid; the QR is gone', async () => {
    const { guest, id } = await bookedStay();
    expectStatus(await recordPayment(admin, id, paid(ADVANCE_RSD + 1_000, 'BNK-2')), 200);
    const answer = expectStatus(await as(admin, 'GET', paymentsPaths.adminPayments(id)), 200);
    expect(answer.body.data).toMatchObject({ state: 'overpaid', over: 1_000 });
    const view = expectStatus(await payment(guest, id), 200).body.data;
    expect(view).toMatchObject({ state: 'overpaid', amount: 0, payload: null });
    expect((await qrOf(guest, id)).status).toBe(404);
    const { db } = await testApp();
    const row = await db
      .selectFrom('reservations')
      .select('advance_paid')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.advance_paid).toBe(true);
  });

  it('an amount beyond the stay’s total is refused (422, translated)', async () => {
    const { id } = await bookedStay();
    const answer = await recordPayment(admin, id, paid(TOTAL_RSD + 1, 'BNK-3'), 'sr');
    expect(answer.status).toBe(422);
    expect(answer.body.code).toBe('amount_over_total');
    expect(answer.body.errors.amount).toEqual([
      'Iznos je veći od onoga što je ostalo od ukupne cene boravka',
    ]);
  });

  it('a cancelled reservation takes no payment (409, translated)', async () => {
    const { id } = await bookedStay();
    const { db } = await testApp();
    await db
      .updateTable('reservations')
      .set({ status: 'cancelled' })
      .where('id', '=', id)
      .execute();
    const answer = await recordPayment(admin, id, paid(1_000, 'BNK-4'), 'sr');
    expect(answer.status).toBe(409);
    expect(answer.body).toMatchObject({
      code: 'payment_on_cancelled',
      message: 'Rezervacija je otkazana: uplata se ne može evidentirati na nju',
    });
  });

  it('a guest or host cannot record payments (403)', async () => {
    const { host, guest, id } = await bookedStay();
    for (const user of [host, guest])
      expect((await recordPayment(user, id, paid(1_000, 'BNK-5'))).status).toBe(403);
  });
});
