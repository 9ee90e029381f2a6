import { performance } from 'node:perf_hooks';
import { addDays } from '@gazda/domain/dates';
import { quote } from '@gazda/domain/pricing';
import { pricingCalendar } from '@gazda/domain/pricing-types';
import {
  workedExampleListing as listing,
  workedExampleSettings as settings,
} from '@gazda/domain/worked-example.fixture';
import { table } from './support';

/** A year of calendar data: a rule on every third date, a special price on every fifth. */
function busyCalendar(start: string) {
  const special_prices: Record<string, number> = {};
  const rule_by_date: [string, number][] = [];
  for (let i = 0; i < 400; i++) {
    const date = addDays(start, i);
    if (i % 5 === 0) special_prices[date] = 4500 + i;
    if (i % 3 === 0) rule_by_date.push([date, i % 2 ? 1 : 2]);
  }
  return pricingCalendar({
    special_prices,
    rule_by_date,
    rules: [
      { id: 1, name: 'Leto', color: '#f59e0b', min_stay: 5, price_percent: 20 },
      { id: 2, name: 'Last minute', color: '#0ea5e9', min_stay: null, price_percent: -15 },
    ],
  });
}

/** Median of several timed batches, in microseconds per quote. */
function microsPerQuote(nights: number): number {
  const calendar = busyCalendar('2027-01-01');
  const stay = { check_in: '2027-01-04', check_out: addDays('2027-01-04', nights), guests: 3 };
  const run = () => quote({ listing, calendar, settings, stay });
  if (!run().ok) throw new Error(`the ${nights}-night quote failed`);
  const iterations = Math.max(200, Math.floor(200_000 / nights));
  for (let i = 0; i < iterations; i++) run(); // warm up the JIT
  const batches: number[] = [];
  for (let b = 0; b < 7; b++) {
    const t0 = performance.now();
    for (let i = 0; i < iterations; i++) run();
    batches.push(((performance.now() - t0) * 1000) / iterations);
  }
  return batches.sort((a, b) => a - b)[3]!;
}

export function pricingBench(): string {
  const rows = [7, 28, 365].map((nights) => {
    const us = microsPerQuote(nights);
    const budget = nights === 28 ? (us < 20 ? 'met (< 20 µs)' : 'NOT met (< 20 µs)') : '-';
    return [`${nights} nights`, us.toFixed(2), (us / nights).toFixed(3), budget];
  });
  return `### Pricing engine (one quote, busy calendar, median of 7 batches)\n\n${table(
    ['stay', 'µs per quote', 'µs per night', 'budget'],
    rows,
  )}`;
}
