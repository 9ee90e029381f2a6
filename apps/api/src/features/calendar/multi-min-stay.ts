import type { CalendarDay } from '@gazda/contracts/calendar';
import { addDays, eachNight } from '@gazda/domain/dates';
import type { Translate } from '@gazda/i18n/translate';
import type { Db } from '../../db/database';
import type { CalendarRuleRow, ListingRow } from '../../db/schema';
import { applyDayChanges } from './calendar-days-service';
import { daysInRange, listRules } from './calendar-repository';
import { addRule } from './rules-service';

/** The colour of a plain "Min. stay N" rule (no price change): a neutral slate. */
const MIN_STAY_RULE_COLOR = '#64748b';
const RULE_NAME_MAX = 60;

/*
 * A day's own minimum stay is its rule's `min_stay` (the domain's minStayFor: a rule's beats
 * the weekday's, the weekend's and the general one); calendar_days has no column of its own. So
 * setting N nights on a range gives each day a rule with the price change it had and `min_stay`
 * N: a plain "Min. stay N" rule (0 %) for a day without one, a sibling of its rule (same percent
 * and colour, " · Min. stay N" in the name) otherwise, reused when the listing already has it.
 * Clearing (null) goes back to no rule, or to the sibling without a minimum stay. Prices never
 * change; a repeat finds every day already on its target and writes nothing new.
 */
type Target = { percent: number; minStay: number | null; color: string; name: string };

function targetOf(rule: CalendarRuleRow | undefined, minStay: number | null, t: Translate) {
  const percent = rule?.price_percent ?? 0;
  if (percent === 0 && minStay === null) return null;
  const plain = t('calendar.multi.rule_min_stay', { count: minStay ?? 0 });
  const base = rule ? rule.name.split(' · ')[0]! : '';
  const name = !rule ? plain : minStay === null ? base : `${base} · ${plain}`;
  return {
    percent,
    minStay,
    color: rule?.color ?? MIN_STAY_RULE_COLOR,
    name: name.slice(0, RULE_NAME_MAX),
  } satisfies Target;
}

const matches = (rule: CalendarRuleRow, target: Target) =>
  rule.price_percent === target.percent &&
  rule.min_stay === target.minStay &&
  rule.color.toLowerCase() === target.color.toLowerCase();

/** Consecutive dates with the same target rule, as inclusive ranges. */
function runsOf(dates: string[], targetIdOf: (date: string) => number | null) {
  const runs: { from: string; to: string; ruleId: number | null }[] = [];
  for (const date of dates) {
    const ruleId = targetIdOf(date);
    const last = runs.at(-1);
    if (last && last.ruleId === ruleId && addDays(last.to, 1) === date) last.to = date;
    else runs.push({ from: date, to: date, ruleId });
  }
  return runs;
}

/**
 * Sets (or clears) the minimum stay of `[from, to]` of one locked listing inside the caller's
 * transaction, through the rules above; each changed run of days is written and logged by
 * applyDayChanges like a rule applied in the listing's own calendar. Answers the range's days.
 */
export async function applyMinStay(
  trx: Db,
  listing: ListingRow,
  userId: number,
  range: { from: string; to: string },
  minStay: number | null,
  context: { now: Date; t: Translate },
): Promise<CalendarDay[]> {
  const rules = await listRules(trx, listing.id);
  const byId = new Map(rules.map((r) => [r.id, r]));
  const end = addDays(range.to, 1);
  const current = new Map(
    (await daysInRange(trx, listing.id, range.from, end)).map((d) => [d.date, d.rule_id]),
  );
  const targets = new Map<number | null, number | null>();
  for (const ruleId of new Set([...current.values(), null])) {
    const rule = ruleId === null ? undefined : byId.get(ruleId);
    if (rule && rule.min_stay === minStay) {
      targets.set(ruleId, ruleId);
      continue;
    }
    const target = targetOf(rule, minStay, context.t);
    if (!target) {
      targets.set(ruleId, null);
      continue;
    }
    let found = rules.find((r) => matches(r, target));
    if (!found) {
      const values = {
        name: target.name,
        color: target.color,
        min_stay: target.minStay,
        price_percent: target.percent,
      };
      found = await addRule(trx, listing, userId, values, context.now, 'min_stay');
      rules.push(found);
    }
    targets.set(ruleId, found.id);
  }

  const dates = eachNight(range.from, end);
  const targetIdOf = (date: string) => targets.get(current.get(date) ?? null) ?? null;
  const days: CalendarDay[] = [];
  for (const run of runsOf(dates, targetIdOf)) {
    const changes = { rule_id: run.ruleId };
    days.push(...(await applyDayChanges(trx, listing, userId, run, changes, context.now)));
  }
  return days;
}
