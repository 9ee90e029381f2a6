import { sql } from 'kysely';
import type { Db } from '../../db/database';
import type { CalendarDayRow, CalendarRuleRow } from '../../db/schema';

/** Queries on `calendar_rules` and `calendar_days`. Dates are 'YYYY-MM-DD'; `end` is exclusive. */

/**
 * Serialises the calendar writes of one listing (availability checks, blocks, manual
 * reservations, rule changes) until the transaction ends. `for no key update` does not block
 * foreign-key checks of other tables, only other writers of this listing's calendar.
 */
export async function lockListingCalendar(db: Db, listingId: number): Promise<void> {
  await db
    .selectFrom('listings')
    .select('id')
    .where('id', '=', listingId)
    .forNoKeyUpdate()
    .execute();
}

export function listRules(db: Db, listingId: number): Promise<CalendarRuleRow[]> {
  return db
    .selectFrom('calendar_rules')
    .selectAll()
    .where('listing_id', '=', listingId)
    .orderBy('id')
    .execute();
}

export function findRule(
  db: Db,
  listingId: number,
  ruleId: number,
): Promise<CalendarRuleRow | undefined> {
  if (!Number.isSafeInteger(ruleId)) return Promise.resolve(undefined);
  return db
    .selectFrom('calendar_rules')
    .selectAll()
    .where('listing_id', '=', listingId)
    .where('id', '=', ruleId)
    .executeTakeFirst();
}

export async function countRules(db: Db, listingId: number): Promise<number> {
  const row = await db
    .selectFrom('calendar_rules')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('listing_id', '=', listingId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export type RuleValues = Pick<CalendarRuleRow, 'name' | 'color' | 'min_stay' | 'price_percent'>;

export function insertRule(
  db: Db,
  listingId: number,
  values: RuleValues,
): Promise<CalendarRuleRow> {
  return db
    .insertInto('calendar_rules')
    .values({ listing_id: listingId, ...values })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function updateRule(
  db: Db,
  rule: CalendarRuleRow,
  values: RuleValues,
): Promise<CalendarRuleRow> {
  return db
    .updateTable('calendar_rules')
    .set(values)
    .where('id', '=', rule.id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** The foreign key clears `rule_id` of the rule's days; the dates it had are returned first. */
export async function deleteRule(db: Db, rule: CalendarRuleRow): Promise<string[]> {
  const days = await db
    .selectFrom('calendar_days')
    .select('date')
    .where('listing_id', '=', rule.listing_id)
    .where('rule_id', '=', rule.id)
    .orderBy('date')
    .execute();
  await db.deleteFrom('calendar_rules').where('id', '=', rule.id).execute();
  await deleteEmptyDays(db, rule.listing_id);
  return days.map((d) => d.date);
}

/** The day rows of `[start, end)`: one query for the whole range. */
export function daysInRange(
  db: Db,
  listingId: number,
  start: string,
  end: string,
): Promise<CalendarDayRow[]> {
  return db
    .selectFrom('calendar_days')
    .selectAll()
    .where('listing_id', '=', listingId)
    .where('date', '>=', start)
    .where('date', '<', end)
    .orderBy('date')
    .execute();
}

export type DayChanges = {
  special_price?: number | null;
  blocked?: boolean;
  rule_id?: number | null;
};

/** One statement for `[from, to]` inclusive: creates missing days, changes only the given columns. */
export async function upsertDays(
  db: Db,
  listingId: number,
  from: string,
  to: string,
  changes: DayChanges,
): Promise<void> {
  const sets = [
    changes.special_price !== undefined ? sql`special_price = excluded.special_price` : null,
    changes.blocked !== undefined ? sql`blocked = excluded.blocked` : null,
    changes.rule_id !== undefined ? sql`rule_id = excluded.rule_id` : null,
  ].filter((s) => s !== null);
  await sql`
    insert into calendar_days (listing_id, date, special_price, blocked, rule_id)
    select ${listingId}, d::date, ${changes.special_price ?? null}::bigint,
           ${changes.blocked ?? false}, ${changes.rule_id ?? null}::bigint
      from generate_series(${from}::date, ${to}::date, interval '1 day') as d
    on conflict (listing_id, date) do update set ${sql.join(sets)}`.execute(db);
  await deleteEmptyDays(db, listingId);
}

/** Days with nothing set carry no information; dropping them keeps the table small. */
async function deleteEmptyDays(db: Db, listingId: number): Promise<void> {
  await db
    .deleteFrom('calendar_days')
    .where('listing_id', '=', listingId)
    .where('special_price', 'is', null)
    .where('blocked', '=', false)
    .where('rule_id', 'is', null)
    .execute();
}

export function specialPricesFrom(
  db: Db,
  listingId: number,
  from: string,
): Promise<{ date: string; price: number }[]> {
  return db
    .selectFrom('calendar_days')
    .select(['date', 'special_price as price'])
    .where('listing_id', '=', listingId)
    .where('date', '>=', from)
    .where('special_price', 'is not', null)
    .orderBy('date')
    .execute() as Promise<{ date: string; price: number }[]>;
}
