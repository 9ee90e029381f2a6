import { bookingPaths, calendarPaths } from '@gazda/contracts/paths';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { api } from '../helpers/test-app';
import { as, book, expectStatus, guest, instantHost, stay } from './fixtures';

/** A city no other test uses, so that search results are this test's only. */
const town = () => `Niš-${randomUUID().slice(0, 8)}`;

describe('[GUEST] public search and listing page (no login)', () => {
  it('search finds listed, visible, available listings with room, with the total of the stay', async () => {
    const city = town();
    const free = await instantHost({ city });
    const taken = await instantHost({ city });
    await instantHost({ city, status: 'unlisted' });
    const enOnly = await instantHost({ city, active_sr: false });
    await instantHost({ city, max_guests: 1 });
    expectStatus(await book(await guest(), taken.listingId), 201);
    const plain = city.replace('Niš', 'NIS'); // case and diacritics do not matter
    const q = `city=${encodeURIComponent(plain)}&check_in=${stay.check_in}&check_out=${stay.check_out}&guests=2`;
    const res = expectStatus(await api('GET', `${bookingPaths.search}?${q}`), 200);
    expect(res.body.data.map((l: { id: number }) => l.id)).toEqual([free.listingId]);
    expect(res.body.data[0]).toMatchObject({
      nights: 3,
      total: 17920,
      currency: 'EUR',
      name: 'Apartman Dorćol',
    });
    expect(res.body.meta).toMatchObject({ total: 1, page: 1 });

    const en = await api('GET', `${bookingPaths.search}?${q}`, { lang: 'en' });
    expect(en.body.data.map((l: { id: number }) => l.id)).toEqual([
      enOnly.listingId,
      free.listingId,
    ]);
    expect(en.body.data[0].name).toBe('Dorćol apartment');
    // Saturday check-in needs 3 nights: a 2-night stay finds nothing.
    const short = await api(
      'GET',
      `${bookingPaths.search}?city=${encodeURIComponent(city)}&check_in=2027-01-09&check_out=2027-01-11`,
    );
    expect(short.body.data).toEqual([]);
    const undated = await api('GET', `${bookingPaths.search}?city=${encodeURIComponent(city)}`);
    expect(undated.body.meta.total).toBe(3); // listed and visible, any availability (max_guests 1 included)
    expect(undated.body.data[0].total).toBeNull();
    expect((await api('GET', `${bookingPaths.search}?check_in=2027-01-09`)).status).toBe(422);
  });

  it('the listing page: texts in the request language, amenities, no owner data; hidden ones 404', async () => {
    const host = await instantHost({
      description_sr: 'Opis',
      description_en: '',
      latitude: 44.8,
      longitude: 20.4,
      check_in_from: '14:00',
    });
    const sr = expectStatus(await api('GET', bookingPaths.listing(host.listingId)), 200).body.data;
    expect(sr).toMatchObject({
      name: 'Apartman Dorćol',
      description: 'Opis',
      approximate_location: true, // approximate-location.test.ts: 300–800 m from 44.8, 20.4
      check_in_from: '14:00',
      booking_mode: 'instant',
      max_guests: 6,
      currency: 'EUR',
      base_price: 5000,
    });
    expect(JSON.stringify(sr)).not.toContain(host.email);
    expect(sr).not.toHaveProperty('owner_id');
    const en = expectStatus(
      await api('GET', bookingPaths.listing(host.listingId), { lang: 'en' }),
      200,
    ).body.data;
    expect(en).toMatchObject({ name: 'Dorćol apartment', description: 'Opis' }); // falls back
    const hidden = await instantHost({ active_en: false });
    const res = await api('GET', bookingPaths.listing(hidden.listingId), { lang: 'en' });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('Apartment not found');
    expect((await api('GET', bookingPaths.listing(hidden.listingId), { lang: 'sr' })).status).toBe(
      200,
    );
    const draft = await instantHost({ status: 'draft' });
    expect((await api('GET', bookingPaths.listing(draft.listingId))).status).toBe(404);
    expect((await api('GET', bookingPaths.listing(999999999))).status).toBe(404);
  });

  it('calendar, min-stay-blocked and pricing for the booking widget, without a login', async () => {
    const host = await instantHost();
    expectStatus(await book(await guest(), host.listingId), 201);
    const cal = expectStatus(
      await api('GET', `${bookingPaths.calendar(host.listingId)}?start=2027-01-05&days=6`),
      200,
    );
    expect(cal.body.data.days).toEqual([
      {
        date: '2027-01-05',
        available: true,
        min_stay: 2,
        price: 5000,
        arrival_rule: null,
        departure_rule: null,
      },
      {
        date: '2027-01-06',
        available: false,
        min_stay: 2,
        price: 5000,
        arrival_rule: null,
        departure_rule: null,
      },
      {
        date: '2027-01-07',
        available: false,
        min_stay: 2,
        price: 5000,
        arrival_rule: null,
        departure_rule: null,
      },
      {
        date: '2027-01-08',
        available: false,
        min_stay: 2,
        price: 6000,
        arrival_rule: null,
        departure_rule: null,
      },
      {
        date: '2027-01-09',
        available: true,
        min_stay: 3,
        price: 6000,
        arrival_rule: null,
        departure_rule: null,
      },
      {
        date: '2027-01-10',
        available: true,
        min_stay: 2,
        price: 5000,
        arrival_rule: null,
        departure_rule: null,
      },
    ]);
    const blocked = expectStatus(
      await api('GET', `${bookingPaths.minStayBlocked(host.listingId)}?start=2027-01-09`),
      200,
    );
    expect(blocked.body.data.dates.slice(0, 2)).toEqual(['2027-01-10', '2027-01-11']);
    const price = expectStatus(
      await api(
        'GET',
        `${bookingPaths.pricing(host.listingId)}?check_in=2027-02-01&check_out=2027-02-04&guests=3`,
      ),
      200,
    );
    expect(price.body.data).toMatchObject({ nights: 3, extra_guest_fee: 3000, min_stay_met: true });
  });

  it('calendar/{id}/pricing is open to any logged-in guest on a listed listing, 404 otherwise', async () => {
    const host = await instantHost();
    const g = await guest();
    const q = `?check_in=${stay.check_in}&check_out=${stay.check_out}&guests=2`;
    const res = expectStatus(await as(g, 'GET', calendarPaths.pricing(host.listingId) + q), 200);
    expect(res.body.data.total).toBe(17920);
    const draft = await instantHost({ status: 'draft' });
    expect((await as(g, 'GET', calendarPaths.pricing(draft.listingId) + q)).status).toBe(404);
    expect((await as(draft, 'GET', calendarPaths.pricing(draft.listingId) + q)).status).toBe(200);
  });
});
