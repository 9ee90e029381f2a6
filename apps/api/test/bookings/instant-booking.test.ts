import { bookingPaths } from '@gazda/contracts/paths';
import { describe, expect, it } from 'vitest';
import { registerUser, testApp } from '../helpers/test-app';
import { book, expectStatus, guest, instantHost, inquiryHost, locksOf, stay } from './fixtures';

describe('[BOOKING] instant booking: POST public/ads/{id}/reservations', () => {
  it('books a free stay: frozen quote, advance, due date, remainder, codes', async () => {
    const host = await instantHost();
    const g = await guest();
    const res = expectStatus(await book(g, host.listingId), 201);
    const r = res.body.data;
    expect(r).toMatchObject({
      status: 'confirmed',
      source: 'platform',
      check_in: '2027-01-06',
      check_out: '2027-01-09',
      guests: 2,
      comment: 'Hi',
      total: 17920,
      advance: 5376,
      remaining: 12544,
      advance_paid: false,
      guest: { first_name: 'Gost', last_name: 'Gostić' },
      listing: { id: host.listingId, category: 'apartment' },
    });
    expect(r.quote.nightly.map((n: { final: number }) => n.final)).toEqual([5000, 5000, 6000]);
    expect(r.quote).not.toHaveProperty('unavailable_dates');
    expect(r.code).toMatch(/^GZ-[A-Z2-9]{6}$/);
    expect(r.reference_code).toMatch(/^\d{12}$/);
    // NBS model 97: the control digits first, then ISO 7064 MOD 97-10 over the rest
    const ref: string = r.reference_code;
    expect(BigInt(`${ref.slice(2)}${ref.slice(0, 2)}`) % 97n).toBe(1n);
    expect(r.advance_due_date <= '2027-01-06').toBe(true);
    expect(r.allowed_actions).toEqual([]);
    expect(await locksOf(host.listingId)).toHaveLength(1);
  });

  it('a taken night is 409, a stay from the other check-out day succeeds', async () => {
    const host = await instantHost();
    expectStatus(await book(await guest(), host.listingId), 201);
    const again = await book(await guest(), host.listingId, {
      ...stay,
      check_in: '2027-01-08',
      check_out: '2027-01-10',
    });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('The apartment is no longer available for rent');
    const sr = await book(await guest(), host.listingId);
    expect(sr.status).toBe(409);
    const next = await book(await guest(), host.listingId, {
      ...stay,
      check_in: '2027-01-09',
      check_out: '2027-01-12',
    });
    expect(next.status).toBe(201);
  });

  it('min stay not met is 422 "Selected dates are unavailable" in both languages', async () => {
    const host = await instantHost();
    const g = await guest();
    const body = { check_in: '2027-01-09', check_out: '2027-01-11', guests: 1 }; // Saturday: 3
    const en = await book(g, host.listingId, body);
    expect(en.status).toBe(422);
    expect(en.body.message).toBe('Selected dates are unavailable');
    const { api } = await import('../helpers/test-app');
    const sr = await api('POST', bookingPaths.book(host.listingId), {
      token: g.token,
      body,
      lang: 'sr',
    });
    expect(sr.body.message).toBe('Izabrani datumi nisu dostupni');
  });

  it('refuses a blocked night (409), too many guests and past dates (422)', async () => {
    const host = await instantHost();
    const { db } = await testApp();
    await db
      .insertInto('calendar_days')
      .values({ listing_id: host.listingId, date: '2027-01-07', blocked: true })
      .execute();
    const g = await guest();
    expect((await book(g, host.listingId)).status).toBe(409);
    const many = await book(g, host.listingId, {
      ...stay,
      check_in: '2027-02-01',
      check_out: '2027-02-04',
      guests: 7,
    });
    expect(many.status).toBe(422);
    expect(many.body.errors.guests).toBeDefined();
    const past = await book(g, host.listingId, {
      ...stay,
      check_in: '2020-01-06',
      check_out: '2020-01-09',
    });
    expect(past.status).toBe(422);
  });

  it('inquiry-only listing: 409 "Reservation was not made"; own listing 409; unlisted 404; no login 401', async () => {
    const host = await inquiryHost();
    const res = await book(await guest(), host.listingId);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('Reservation was not made');
    const own = await instantHost();
    expect((await book(own, own.listingId)).status).toBe(409);
    const draft = await instantHost({ status: 'unlisted' });
    const gone = await book(await guest(), draft.listingId);
    expect(gone.status).toBe(404);
    expect(gone.body.message).toBe('Apartment not found');
    const { api } = await import('../helpers/test-app');
    expect((await api('POST', bookingPaths.book(host.listingId), { body: stay })).status).toBe(401);
  });

  it('20 concurrent guests for the same nights: exactly one 201, nineteen 409', async () => {
    const host = await instantHost();
    const guests = await Promise.all(Array.from({ length: 20 }, () => registerUser()));
    const answers = await Promise.all(guests.map((g) => book(g, host.listingId)));
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses).toEqual([201, ...Array(19).fill(409)]);
    const { db } = await testApp();
    const rows = await db
      .selectFrom('reservations')
      .select('id')
      .where('listing_id', '=', host.listingId)
      .execute();
    expect(rows).toHaveLength(1);
  });
});
