import { addDays, localDateAt } from '@gazda/domain/dates';
import { sql } from 'kysely';
import { reservationCode } from '../features/reservations/reservation-code';
import type { Db } from '../db/database';

/*
 * The calendar part of the demo (docs/rules/decisions.md §10), for the demo host's apartments that
 * have a nightly price: the rules "Leto" (+20 %, at least 5 nights, over next July and August) and
 * "Last minute" (-15 %, the next five nights), special prices, a few blocked nights, manual
 * reservations, and an Airbnb import. The import cannot be fetched at seed time (no network is
 * assumed): it is stored with a few events from an earlier "successful" fetch and the error of
 * the last attempt, and it is not scheduled (the demo never calls airbnb.com on its own;
 * "Refresh" in the panel tries it).
 */

const guests = ['Ivana Marković', 'John Smith', 'Nikola Ilić', 'Sara Novak'];

export async function seedDemoCalendar(db: Db, listingIds: readonly number[], now: Date) {
  if (listingIds.length === 0) return;
  const listings = await db
    .selectFrom('listings as l')
    .innerJoin('categories as c', 'c.id', 'l.category_id')
    .select(['l.id', 'l.base_price', 'l.currency', 'l.time_zone', 'l.max_guests'])
    .where('l.id', 'in', listingIds)
    .where('c.const', '=', 'apartment')
    .where('l.base_price', 'is not', null)
    .orderBy('l.id')
    .execute();
  for (const [index, listing] of listings.entries()) {
    const today = localDateAt(now.getTime(), listing.time_zone);
    const at = (days: number) => addDays(today, days);
    const base = listing.base_price!;

    const [leto, lastMinute] = await db
      .insertInto('calendar_rules')
      .values([
        { listing_id: listing.id, name: 'Leto', color: '#f59e0b', min_stay: 5, price_percent: 20 },
        {
          listing_id: listing.id,
          name: 'Last minute',
          color: '#0ea5e9',
          min_stay: null,
          price_percent: -15,
        },
      ])
      .returning('id')
      .execute();
    const summer =
      Number(today.slice(5, 7)) <= 6 ? today.slice(0, 4) : String(Number(today.slice(0, 4)) + 1);
    await setDays(db, listing.id, `${summer}-07-01`, `${summer}-08-31`, { rule_id: leto!.id });
    await setDays(db, listing.id, at(1), at(5), { rule_id: lastMinute!.id });
    await setDays(db, listing.id, `${today.slice(0, 4)}-12-31`, `${today.slice(0, 4)}-12-31`, {
      special_price: base * 2,
    });
    await setDays(db, listing.id, at(24), at(25), { special_price: base + 1500 });
    await setDays(db, listing.id, at(20 + index), at(22 + index), { blocked: true });

    for (const [n, [from, nights]] of [
      [7, 3],
      [45, 5],
    ].entries()) {
      await db
        .insertInto('reservations')
        .values({
          code: reservationCode(),
          listing_id: listing.id,
          guest_name: guests[(index + n) % guests.length]!,
          source: 'manual',
          check_in: at(from!),
          check_out: at(from! + nights!),
          guests: Math.min(2, listing.max_guests ?? 1),
          comment: n === 0 ? 'Dolazak oko 18h' : '',
          currency: listing.currency,
          total: base * nights!,
          remaining: base * nights!,
          booked_at: now,
        })
        .execute();
    }
    if (index < 2) await seedAirbnbImport(db, listing.id, at, now);
  }
}

async function setDays(
  db: Db,
  listingId: number,
  from: string,
  to: string,
  values: { rule_id?: number; special_price?: number; blocked?: boolean },
) {
  await sql`insert into calendar_days (listing_id, date, rule_id, special_price, blocked)
    select ${listingId}, d::date, ${values.rule_id ?? null}::bigint, ${values.special_price ?? null}::bigint,
           ${values.blocked ?? false}
      from generate_series(${from}::date, ${to}::date, interval '1 day') as d
    on conflict (listing_id, date) do update set
      rule_id = coalesce(excluded.rule_id, calendar_days.rule_id),
      special_price = coalesce(excluded.special_price, calendar_days.special_price),
      blocked = calendar_days.blocked or excluded.blocked`.execute(db);
}

async function seedAirbnbImport(
  db: Db,
  listingId: number,
  at: (days: number) => string,
  now: Date,
) {
  const DAY = 24 * 3600 * 1000;
  const imported = await db
    .insertInto('ical_imports')
    .values({
      listing_id: listingId,
      url: `https://www.airbnb.com/calendar/ical/4821337${listingId}.ics?s=3f9c1a7d2b8e4f60a1c5d9e7b3f2a6c8`,
      name: 'Airbnb',
      created_at: new Date(now.getTime() - 10 * DAY),
      last_success_at: new Date(now.getTime() - 2 * DAY),
      last_attempt_at: now,
      last_error: 'dns_failed',
      event_count: 2,
      next_fetch_at: '2100-01-01T00:00:00Z',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('ical_events')
    .values(
      [
        { uid: `demo-a-${listingId}@airbnb.com`, start_date: at(35), end_date: at(39) },
        { uid: `demo-b-${listingId}@airbnb.com`, start_date: at(60), end_date: at(62) },
      ].map((e) => ({ ...e, import_id: imported.id, listing_id: listingId })),
    )
    .execute();
}
