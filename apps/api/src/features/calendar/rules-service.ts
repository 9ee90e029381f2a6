import type { CalendarRule } from '@gazda/contracts/calendar';
import { addDays } from '@gazda/domain/dates';
import type { Db } from '../../db/database';
import type { CalendarRuleRow } from '../../db/schema';
import type { Deps } from '../../deps';
import { notFound, validation } from '../../errors';
import { logCalendar, rangeLabel, type CalendarActor } from './calendar-activity';
import { requireOwnListing } from './calendar-access';
import {
  countRules,
  deleteRule,
  findRule,
  insertRule,
  listRules,
  lockListingCalendar,
  updateRule,
  type RuleValues,
} from './calendar-repository';

/** Enough for every season and promotion; a guard against runaway scripts. */
const MAX_RULES_PER_LISTING = 50;

function ruleResource(rule: CalendarRuleRow): CalendarRule {
  const { id, name, color, min_stay, price_percent } = rule;
  return { id, name, color, min_stay, price_percent };
}

const values = (body: RuleValues): RuleValues => ({
  name: body.name,
  color: body.color.toLowerCase(),
  min_stay: body.min_stay,
  price_percent: body.price_percent,
});

export async function getRules(
  deps: Deps,
  userId: number,
  listingId: number,
): Promise<CalendarRule[]> {
  const listing = await requireOwnListing(deps.db, listingId, userId);
  return (await listRules(deps.db, listing.id)).map(ruleResource);
}

export async function createRule(
  deps: Deps,
  userId: number,
  listingId: number,
  body: RuleValues,
): Promise<CalendarRule> {
  return deps.db.transaction().execute(async (trx) => {
    const listing = await requireOwnListing(trx, listingId, userId);
    await lockListingCalendar(trx, listing.id);
    return ruleResource(await addRule(trx, listing, userId, values(body), deps.now(), 'name'));
  });
}

/**
 * A new rule of a locked listing, logged as created; over the limit a 422 on `field`. Also used
 * by the multi-calendar's minimum stay (multi-min-stay.ts).
 */
export async function addRule(
  trx: Db,
  listing: { id: number; owner_id: number },
  userId: number,
  ruleValues: RuleValues,
  now: Date,
  field: string,
): Promise<CalendarRuleRow> {
  if ((await countRules(trx, listing.id)) >= MAX_RULES_PER_LISTING)
    throw validation({ [field]: ['calendar.validation.rule_limit'] });
  const rule = await insertRule(trx, listing.id, ruleValues);
  const actor = actorOf(listing, userId);
  await logCalendar(trx, actor, [entry(rule, 'created', null, ruleResource(rule))], now);
  return rule;
}

export async function changeRule(
  deps: Deps,
  userId: number,
  listingId: number,
  ruleId: number,
  body: RuleValues,
): Promise<CalendarRule> {
  return deps.db.transaction().execute(async (trx) => {
    const listing = await requireOwnListing(trx, listingId, userId);
    await lockListingCalendar(trx, listing.id);
    const rule = await findRule(trx, listing.id, ruleId);
    if (!rule) throw notFound();
    const updated = await updateRule(trx, rule, values(body));
    const [from, to] = [ruleResource(rule), ruleResource(updated)];
    if (JSON.stringify(from) !== JSON.stringify(to))
      await logCalendar(
        trx,
        actorOf(listing, userId),
        [entry(rule, 'changed', from, to)],
        deps.now(),
      );
    return to;
  });
}

/** DELETE: the rule goes, and every day that had it loses it (the foreign key clears it). */
export async function removeRule(
  deps: Deps,
  userId: number,
  listingId: number,
  ruleId: number,
): Promise<void> {
  await deps.db.transaction().execute(async (trx) => {
    const listing = await requireOwnListing(trx, listingId, userId);
    await lockListingCalendar(trx, listing.id);
    const rule = await findRule(trx, listing.id, ruleId);
    if (!rule) throw notFound();
    const dates = await deleteRule(trx, rule);
    const removed = { ...ruleResource(rule), dates: summarise(dates) };
    await logCalendar(
      trx,
      actorOf(listing, userId),
      [entry(rule, 'deleted', removed, null)],
      deps.now(),
    );
  });
}

const actorOf = (listing: { id: number; owner_id: number }, userId: number): CalendarActor => ({
  ownerId: listing.owner_id,
  actorId: userId,
  listingId: listing.id,
});

const entry = (
  rule: CalendarRuleRow,
  kind: 'created' | 'changed' | 'deleted',
  from: unknown,
  to: unknown,
) => ({
  entity: 'calendar_rule' as const,
  entityId: rule.id,
  field: null,
  kind,
  from,
  to,
});

/** Consecutive dates as ranges: ['2027-07-01…2027-07-31', '2027-08-15']. */
function summarise(dates: string[]): string[] {
  const ranges: { from: string; to: string }[] = [];
  for (const date of dates) {
    const last = ranges.at(-1);
    if (last && addDays(last.to, 1) === date) last.to = date;
    else ranges.push({ from: date, to: date });
  }
  return ranges.map((r) => rangeLabel(r.from, r.to));
}
