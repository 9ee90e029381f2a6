import { paymentsPaths } from '@gazda/contracts/paths';
import { describe, expect, it } from 'vitest';
import { registerUser, testApp } from '../helpers/test-app';
import { mailsTo } from '../helpers/outbox';
import { as, bookedStay, expectStatus, registerAdmin } from './fixtures';

describe('[PAYMENTS] the host’s payouts: GET payouts', () => {
  it('lists each reservation with the host’s earnings, the payout method and its state', async () => {
    const { host, id, reservation } = await bookedStay();
    const list = expectStatus(await as(host, 'GET', paymentsPaths.hostPayouts), 200).body;
    expect(list.meta.total).toBe(1);
    expect(list.data[0]).toMatchObject({
      reservation_id: id,
      code: reservation.code,
      currency: 'EUR',
      earnings: reservation.quote.host_earnings,
      payout_method: { type: 'domestic', masked_number: '•••• 1379' },
      state: 'upcoming',
      sent_on: null,
    });
  });

  it('is due from the check-in day on, and sent with its date and reference', async () => {
    const { host, id } = await bookedStay();
    const { db } = await testApp();
    const stateOf = async () =>
      expectStatus(await as(host, 'GET', paymentsPaths.hostPayouts), 200).body.data[0];
    await db
      .updateTable('reservations')
      .set({ check_in: '2026-01-05', check_out: '2026-01-08' })
      .where('id', '=', id)
      .execute();
    expect(await stateOf()).toMatchObject({ state: 'due' });
    await db
      .updateTable('reservations')
      .set({ payout_sent_on: '2026-01-10', payout_reference: 'ISPLATA-7' })
      .where('id', '=', id)
      .execute();
    expect(await stateOf()).toMatchObject({
      state: 'sent',
      sent_on: '2026-01-10',
      reference: 'ISPLATA-7',
    });
  });

  it('shows nobody else’s reservations', async () => {
    await bookedStay();
    const other = await registerUser();
    const list = expectStatus(await as(other, 'GET', paymentsPaths.hostPayouts), 200).body;
    expect(list.data).toEqual([]);
  });
});

describe('[PAYMENTS] the operator marks payouts sent in batches: POST admin/payouts/sent', () => {
  it('marks each once, mails each host of the batch once, and the host sees it sent', async () => {
    const admin = await registerAdmin();
    const a = await bookedStay();
    const b = await bookedStay();
    const batch = { reservation_ids: [a.id, b.id], sent_on: '2026-11-25', reference: 'ISPL-25' };
    const first = expectStatus(await as(admin, 'POST', paymentsPaths.adminPayoutsSent, batch), 200);
    expect([...first.body.data.sent].sort()).toEqual([a.id, b.id].sort());
    const again = expectStatus(await as(admin, 'POST', paymentsPaths.adminPayoutsSent, batch), 200);
    expect(again.body.data.sent).toEqual([]);
    const mails = (await mailsTo(a.host.email)).filter((m) => m.text.includes('ISPL-25'));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain(a.reservation.code);
    const list = expectStatus(await as(a.host, 'GET', paymentsPaths.hostPayouts), 200).body;
    expect(list.data[0]).toMatchObject({
      state: 'sent',
      sent_on: '2026-11-25',
      reference: 'ISPL-25',
    });
  });

  it('only operators (403), and a batch needs ids, a date and a reference (422)', async () => {
    const { host, id } = await bookedStay();
    const batch = { reservation_ids: [id], sent_on: '2026-11-25', reference: 'X' };
    expect((await as(host, 'POST', paymentsPaths.adminPayoutsSent, batch)).status).toBe(403);
    const admin = await registerAdmin();
    const bad = await as(admin, 'POST', paymentsPaths.adminPayoutsSent, { reservation_ids: [] });
    expect(bad.status).toBe(422);
  });
});

describe('[PAYMENTS] the operator’s payouts due: GET admin/payouts', () => {
  it('lists a stay whose check-in day has come until its payout is marked sent', async () => {
    const admin = await registerAdmin();
    const { id } = await bookedStay();
    const { db } = await testApp();
    const due = async () =>
      expectStatus(await as(admin, 'GET', paymentsPaths.adminPayouts), 200).body.data.map(
        (p: { reservation_id: number }) => p.reservation_id,
      );
    expect(await due()).not.toContain(id); // upcoming
    await db
      .updateTable('reservations')
      .set({ check_in: '2026-01-15', check_out: '2026-01-18' })
      .where('id', '=', id)
      .execute();
    const listed = expectStatus(await as(admin, 'GET', paymentsPaths.adminPayouts), 200).body.data;
    expect(listed.find((p: { reservation_id: number }) => p.reservation_id === id)).toMatchObject({
      state: 'due',
      host_name: expect.any(String),
    });
    const batch = { reservation_ids: [id], sent_on: '2026-11-25', reference: 'ISPL-26' };
    expectStatus(await as(admin, 'POST', paymentsPaths.adminPayoutsSent, batch), 200);
    expect(await due()).not.toContain(id);
  });
});

describe('[PAYMENTS] the host’s monthly statement: GET payouts/statement[.csv]', () => {
  it('lists the stays that began in the month with earnings and fee, totals per currency', async () => {
    const { host, reservation } = await bookedStay(); // 2027-01-06 → 2027-01-09
    const answer = expectStatus(await as(host, 'GET', paymentsPaths.statement('2027-01')), 200);
    const fee = reservation.quote.service_fee + reservation.quote.vat;
    expect(answer.body.data).toMatchObject({
      month: '2027-01',
      lines: [
        {
          code: reservation.code,
          check_in: '2027-01-06',
          earnings: reservation.quote.host_earnings,
          fee,
        },
      ],
      totals: [{ currency: 'EUR', earnings: reservation.quote.host_earnings, fee }],
    });
    const other = expectStatus(await as(host, 'GET', paymentsPaths.statement('2027-02')), 200);
    expect(other.body.data.lines).toEqual([]);
    expect((await as(host, 'GET', paymentsPaths.statement('2027-13'))).status).toBe(422);
  });

  it('as CSV for a spreadsheet, in the host’s language', async () => {
    const { host, reservation } = await bookedStay();
    const { baseUrl } = await testApp();
    const response = await fetch(`${baseUrl}${paymentsPaths.statementCsv('2027-01')}`, {
      headers: { authorization: `Bearer ${host.token}`, 'app-language': 'sr' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/csv');
    const text = await response.text();
    expect(text.split('\r\n')[0]).toBe(
      'Rezervacija;Oglas;Dolazak;Odlazak;Valuta;Zarada;Provizija sa PDV-om', // after the BOM
    );
    expect(text).toContain(`${reservation.code};`);
    expect(text).toContain('Ukupno;');
  });
});
