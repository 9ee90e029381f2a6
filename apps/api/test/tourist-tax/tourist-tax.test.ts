import { bookingPaths, calendarPaths, touristTaxPaths } from '@gazda/contracts/paths';
import { describe, expect, it } from 'vitest';
import { registerAdmin } from '../account/fixtures';
import { createListing, patch, reservationStep } from '../listings/fixtures';
import { book, expectStatus, guest, inquire, instantHost } from '../bookings/fixtures';
import { as } from '../helpers/calendar-fixtures';
import { rawGet } from '../helpers/raw-get';
import { api, registerUser, testApp } from '../helpers/test-app';

/*
 * The tourist tax (docs/rules/tourist-tax.md): the operator's rates, the pricing with adults and
 * children, the tax frozen on a booking, and the host's monthly report.
 */

let cities = 0;
/** A city of this test alone: the rates table is shared by every test of the worker. */
function freshCity(): string {
  cities += 1;
  return `Taksograd ${process.pid}-${Date.now()}-${cities}`;
}

async function rateFor(city: string, perNight: number, validFrom = '2026-01-01') {
  const admin = await registerAdmin();
  const body = { city, per_night: perNight, valid_from: validFrom };
  return expectStatus(await as(admin, 'PUT', touristTaxPaths.rates, body), 200);
}

/** 2027-01-06 → 2027-01-09 (3 nights, Wednesday–Saturday), a listing collecting the tax. */
async function collectingHost(perNight = 13_500) {
  const city = freshCity();
  await rateFor(city, perNight);
  return instantHost({ city, collects_tourist_tax: true });
}

describe("[TOURIST-TAX] the operator's rates: GET/PUT admin/tourist-tax-rates", () => {
  it('401 without a login, 403 for a host, 200 for the operator', async () => {
    const body = { city: 'Beograd', per_night: 13_500, valid_from: '2027-01-01' };
    expect((await api('GET', touristTaxPaths.rates)).status).toBe(401);
    expect((await api('PUT', touristTaxPaths.rates, { body })).status).toBe(401);
    const host = await registerUser();
    expect((await as(host, 'GET', touristTaxPaths.rates)).status).toBe(403);
    expect((await as(host, 'PUT', touristTaxPaths.rates, body)).status).toBe(403);
    const admin = await registerAdmin();
    expect((await as(admin, 'GET', touristTaxPaths.rates)).status).toBe(200);
  });

  it('a repeated PUT of one city and date keeps one rate with the last amount', async () => {
    const city = freshCity();
    await rateFor(city, 10_000, '2027-01-01');
    await rateFor(` ${city.toUpperCase()} `, 12_000, '2027-01-01');
    await rateFor(city, 16_000, '2027-06-01');
    const admin = await registerAdmin();
    const list = expectStatus(await as(admin, 'GET', touristTaxPaths.rates), 200).body.data;
    const ours = list.filter(
      (r: { city: string }) => r.city.trim().toLowerCase() === city.toLowerCase(),
    );
    expect(
      ours.map((r: { per_night: number; valid_from: string }) => [r.valid_from, r.per_night]),
    ).toEqual([
      ['2027-01-01', 12_000],
      ['2027-06-01', 16_000],
    ]);
  });

  it('refuses bad input with 422 on the field, translated', async () => {
    const admin = await registerAdmin();
    const bad = await api('PUT', touristTaxPaths.rates, {
      token: admin.token,
      body: { city: '', per_night: -1, valid_from: '2027-02-30' },
      lang: 'sr',
    });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['city', 'per_night', 'valid_from']);
  });
});

describe('[TOURIST-TAX] pricing with adults and children', () => {
  const query = 'check_in=2027-01-06&check_out=2027-01-09';

  it('GET public/ads/{id}/pricing: 2 adults, children of 4 and 9 — apart from the total', async () => {
    const host = await collectingHost();
    const plain = expectStatus(
      await api('GET', `${bookingPaths.pricing(host.listingId)}?${query}&guests=2`),
      200,
    ).body.data;
    expect(plain.tourist_tax).toMatchObject({ amount: 2 * 3 * 13_500, currency: 'RSD' });
    const family = expectStatus(
      await api('GET', `${bookingPaths.pricing(host.listingId)}?${query}&adults=2&children=4,9`),
      200,
    ).body.data;
    expect(family.guests).toBe(4);
    expect(family.tourist_tax.amount).toBe(3 * (2 * 13_500 + 6_750));
    // Children count as guests for the price, and the tax is never in the EUR total.
    const fourAdults = expectStatus(
      await api('GET', `${bookingPaths.pricing(host.listingId)}?${query}&guests=4`),
      200,
    ).body.data;
    expect(family.total).toBe(fourAdults.total);
    expect(family.total).toBe(family.host_earnings + family.service_fee + family.vat);
    expect(family.currency).toBe('EUR');
  });

  it('GET calendar/{id}/pricing answers the same for the host', async () => {
    const host = await collectingHost();
    const answer = expectStatus(
      await as(
        host,
        'GET',
        `${calendarPaths.pricing(host.listingId)}?${query}&adults=1&children=6`,
      ),
      200,
    );
    expect(answer.body.data.tourist_tax.amount).toBe(3 * 13_500);
  });

  it('a listing that does not collect answers amount 0; a business host always collects', async () => {
    const city = freshCity();
    await rateFor(city, 10_000);
    const individual = await instantHost({ city });
    const none = expectStatus(
      await api('GET', `${bookingPaths.pricing(individual.listingId)}?${query}&guests=2`),
      200,
    );
    expect(none.body.data.tourist_tax).toEqual({ amount: 0, currency: 'RSD', lines: [] });
    const business = await instantHost({ city });
    const { db } = await testApp();
    await db
      .updateTable('users')
      .set({ account_type: 'business' })
      .where('id', '=', business.id)
      .execute();
    const taxed = expectStatus(
      await api('GET', `${bookingPaths.pricing(business.listingId)}?${query}&guests=2`),
      200,
    );
    expect(taxed.body.data.tourist_tax.amount).toBe(2 * 3 * 10_000);
  });

  it('bad children ages are 422 on `children`', async () => {
    const host = await collectingHost();
    for (const children of ['4,x', '18', '-1']) {
      const answer = await api(
        'GET',
        `${bookingPaths.pricing(host.listingId)}?${query}&adults=2&children=${children}`,
      );
      expect(answer.status, children).toBe(422);
      expect(Object.keys(answer.body.errors).some((key) => key.startsWith('children'))).toBe(true);
    }
  });
});

describe('[TOURIST-TAX] the booking and the inquiry freeze the tax', () => {
  const family = { check_in: '2027-01-06', check_out: '2027-01-09', adults: 2, children: [3, 12] };

  it('POST reservations stores the party and the tax; not in total or advance', async () => {
    const host = await collectingHost();
    const res = expectStatus(await book(await guest(), host.listingId, family), 201).body.data;
    expect(res).toMatchObject({ guests: 4, adults: 2, children: [3, 12] });
    expect(res.tourist_tax.amount).toBe(3 * (2 * 13_500 + 6_750));
    expect(res.advance + res.remaining).toBe(res.total);
    const { db } = await testApp();
    const row = await db
      .selectFrom('reservations')
      .select(['tourist_tax_amount', 'adults', 'children_ages', 'guests'])
      .where('id', '=', res.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({
      tourist_tax_amount: 3 * (2 * 13_500 + 6_750),
      adults: 2,
      children_ages: [3, 12],
      guests: 4,
    });
  });

  it('POST inquiries stores it too; `guests` alone still works, as adults', async () => {
    const host = await collectingHost();
    const inquiry = expectStatus(await inquire(await guest(), host.listingId, family), 201).body
      .data;
    expect(inquiry.tourist_tax.amount).toBe(3 * (2 * 13_500 + 6_750));
    const older = await collectingHost();
    const plain = expectStatus(
      await book(await guest(), older.listingId, {
        ...family,
        adults: undefined,
        children: undefined,
        guests: 2,
      }),
      201,
    ).body.data;
    expect(plain).toMatchObject({ guests: 2, adults: 2, children: [] });
    expect(plain.tourist_tax.amount).toBe(2 * 3 * 13_500);
  });
});

describe("[TOURIST-TAX] the host's monthly report", () => {
  it('counts person-nights, exemptions and the tax due of the month, JSON and CSV', async () => {
    const host = await collectingHost(10_000);
    // 30 January → 3 February: 2 nights in January, 2 in February; 2 adults, children of 4, 9.
    const body = { check_in: '2027-01-30', check_out: '2027-02-03', adults: 2, children: [4, 9] };
    expectStatus(await book(await guest(), host.listingId, body), 201);
    const january = expectStatus(await as(host, 'GET', touristTaxPaths.report('2027-01')), 200).body
      .data;
    expect(january.listings).toEqual([
      expect.objectContaining({
        listing_id: host.listingId,
        reservations: 1,
        person_nights: 8,
        full_person_nights: 4,
        reduced_person_nights: 2,
        exempt_person_nights: 2,
        tax_due: 4 * 10_000 + 2 * 5_000,
      }),
    ]);
    expect(january.total_due).toBe(50_000);
    const march = expectStatus(await as(host, 'GET', touristTaxPaths.report('2027-03')), 200).body
      .data;
    expect(march.listings).toEqual([]);
    // Somebody else sees none of it.
    const other = await registerUser();
    const theirs = expectStatus(await as(other, 'GET', touristTaxPaths.report('2027-01')), 200);
    expect(theirs.body.data.listings).toEqual([]);

    const csv = await api('GET', touristTaxPaths.reportCsv('2027-02'), {
      token: host.token,
      lang: 'sr',
    });
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toMatch(/^text\/csv/);
    const raw = await rawGet(
      `${(await testApp()).baseUrl}${touristTaxPaths.reportCsv('2027-02')}`,
      {
        authorization: `Bearer ${host.token}`,
      },
    );
    expect([...raw.body.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const [header, row] = csv.text
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(header).toBe(
      'Smeštaj;Opština;Rezervacije;Noćenja (osoba × noć);Puna taksa;Pola takse (7–15);Oslobođeni;Taksa za uplatu (RSD)',
    );
    expect(row?.split(';').slice(2)).toEqual(['1', '8', '4', '2', '2', '500,00']);
  });

  it('a bad month is 422; no login is 401', async () => {
    const host = await registerUser();
    expect((await as(host, 'GET', touristTaxPaths.report('2027-13'))).status).toBe(422);
    expect((await api('GET', touristTaxPaths.report('2027-01'))).status).toBe(401);
  });
});

describe("[TOURIST-TAX] the listing's switch: PATCH panel/ads/{id} step reservation", () => {
  it('saves collects_tourist_tax, and a step without it keeps the stored value', async () => {
    const host = await registerUser();
    const id = await createListing(host.token);
    const on = await patch(host.token, id, { ...reservationStep, collects_tourist_tax: true });
    expect(on.status, on.text.slice(0, 300)).toBe(200);
    expect(on.body.data.collects_tourist_tax).toBe(true);
    const kept = await patch(host.token, id, reservationStep);
    expect(kept.body.data.collects_tourist_tax).toBe(true);
    const bad = await patch(host.token, id, { ...reservationStep, collects_tourist_tax: 'yes' });
    expect(bad.status).toBe(422);
  });
});
