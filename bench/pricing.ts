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

/**
 * Microseconds per quote: the median and the fastest of seven timed batches (on a busy machine the
 * fastest batch is the closest to the engine's own cost). The listing is the worked examples' one:
 * weekend prices, an extra-guest fee (3 guests, 2 included), weekly and monthly discounts, a
 * minimum stay by weekday; the calendar has a rule on every third date and a special on every fifth.
 */
function microsPerQuote(nights: number): { median: number; fastest: number } {
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
  batches.sort((a, b) => a - b);
  return { median: batches[3]!, fastest: batches[0]! };
}

export function pricingBench(): string {
  const rows = [7, 28, 365].map((nights) => {
    const { median, fastest } = microsPerQuote(nights);
    const budget = nights === 28 ? `${median < 20 ? 'met' : 'NOT met'} (< 20 µs)` : '-';
    return [
      `${nights} nights`,
      median.toFixed(2),
      fastest.toFixed(2),
      (median / nights).toFixed(3),
      budget,
    ];
  });
  return `### Pricing engine: the domain's quote(), busy calendar, median of 7 batches\n\n${table(
    ['stay', 'µs per quote (median)', 'fastest batch µs', 'µs per night', 'budget'],
    rows,
  )}`;
}
