import { addDays, diffDays, eachNight, type LocalDate } from './dates';
import { percentOf } from './money';

/*
 * The tourist tax (boravišna taksa): docs/rules/tourist-tax.md. The rules are data with their
 * source, not constants in the code, because a municipality's decision may differ from the law;
 * the amounts per person and night are the operator's table (one rate per city, by date).
 */

/** A band of ages (whole years on the arrival date, both ends included) and the share it pays. */
type TouristTaxAgeBand = { min_age: number; max_age: number; share_percent: number };

type TouristTaxRules = {
  /** Bands for children; an age in no band pays 100 %. */
  age_bands: readonly TouristTaxAgeBand[];
  /** A stay of MORE than this many nights is exempt for all its nights. */
  long_stay_exempt_after_nights: number;
  /** Where the rule comes from (law, article, or a municipal decision). */
  source: string;
};

export const SERBIAN_TOURIST_TAX_RULES: TouristTaxRules = {
  age_bands: [
    { min_age: 0, max_age: 6, share_percent: 0 },
    { min_age: 7, max_age: 15, share_percent: 50 },
  ],
  long_stay_exempt_after_nights: 30,
  source:
    'Zakon o ugostiteljstvu ("Sl. glasnik RS" 17/2019, 50/2019, 67/2021), odeljak o boravišnoj taksi: deca do 7 godina i lica koja neprekidno borave duže od 30 dana ne plaćaju; lica od 7 do 15 godina plaćaju umanjeno za 50 %. docs/rules/tourist-tax.md',
};

/** One rate of a city: `per_night` in para per person and night, from `valid_from` on. */
type TouristTaxRate = { valid_from: LocalDate; per_night: number };

type TouristTaxCategory = 'adult' | 'child_reduced' | 'child_exempt' | 'long_stay_exempt';

/**
 * Persons of one category over consecutive nights `[from, to)` at one rate. `unit` is what one
 * person pays for one night (rate × share, rounded once), so a report can clip a line to a month.
 */
export type TouristTaxLine = {
  category: TouristTaxCategory;
  persons: number;
  from: LocalDate;
  to: LocalDate;
  nights: number;
  per_night: number;
  share_percent: number;
  unit: number;
  amount: number;
};

type TouristTax = { amount: number; currency: 'RSD'; lines: TouristTaxLine[] };

type TouristTaxInput = {
  check_in: LocalDate;
  check_out: LocalDate;
  adults: number;
  /** Each child's age in whole years on the arrival date. */
  children: readonly number[];
  rates: readonly TouristTaxRate[];
  rules: TouristTaxRules;
};

export const NO_TOURIST_TAX: TouristTax = { amount: 0, currency: 'RSD', lines: [] };

/** The rate valid on `date`: the one with the latest `valid_from` not after it; 0 when none. */
function touristTaxRateOn(rates: readonly TouristTaxRate[], date: LocalDate): number {
  let best: TouristTaxRate | null = null;
  for (const rate of rates) {
    if (rate.valid_from <= date && (best === null || rate.valid_from > best.valid_from))
      best = rate;
  }
  return best?.per_night ?? 0;
}

function shareOf(age: number, rules: TouristTaxRules): number {
  const band = rules.age_bands.find((b) => age >= b.min_age && age <= b.max_age);
  return band ? band.share_percent : 100;
}

function categoryOf(isChild: boolean, share: number): TouristTaxCategory {
  if (!isChild) return 'adult';
  return share === 0 ? 'child_exempt' : 'child_reduced';
}

/** Consecutive nights with one rate: `[from, to)` and the rate. */
function ratePeriods(nights: LocalDate[], rates: readonly TouristTaxRate[]) {
  const periods: { from: LocalDate; to: LocalDate; per_night: number }[] = [];
  for (const night of nights) {
    const perNight = touristTaxRateOn(rates, night);
    const last = periods.at(-1);
    if (last && last.per_night === perNight) last.to = addDays(night, 1);
    else periods.push({ from: night, to: addDays(night, 1), per_night: perNight });
  }
  return periods;
}

/**
 * The tax of a stay: per night with the rate valid that night, per person with the share of the
 * person's age on the arrival date; a stay longer than the rules' limit is exempt (lines kept, at
 * 0, so the report can count its person-nights as exemptions).
 */
export function touristTax(input: TouristTaxInput): TouristTax {
  const nights = eachNight(input.check_in, input.check_out);
  if (nights.length === 0) return NO_TOURIST_TAX;
  const longStay = nights.length > input.rules.long_stay_exempt_after_nights;
  const groups = new Map<
    string,
    { category: TouristTaxCategory; share: number; persons: number }
  >();
  const people = [
    ...Array.from({ length: input.adults }, () => ({ child: false, share: 100 })),
    ...input.children.map((age) => ({ child: true, share: shareOf(age, input.rules) })),
  ];
  for (const person of people) {
    const category = longStay ? 'long_stay_exempt' : categoryOf(person.child, person.share);
    const share = longStay ? 0 : person.share;
    const key = `${category}:${share}`;
    const group = groups.get(key) ?? { category, share, persons: 0 };
    group.persons += 1;
    groups.set(key, group);
  }
  const periods = ratePeriods(nights, input.rates);
  const lines: TouristTaxLine[] = [];
  for (const period of periods) {
    const count = diffDays(period.from, period.to);
    for (const group of groups.values()) {
      const unit = percentOf(period.per_night, group.share);
      lines.push({
        category: group.category,
        persons: group.persons,
        from: period.from,
        to: period.to,
        nights: count,
        per_night: period.per_night,
        share_percent: group.share,
        unit,
        amount: unit * group.persons * count,
      });
    }
  }
  return { amount: lines.reduce((sum, l) => sum + l.amount, 0), currency: 'RSD', lines };
}

/** The oldest age a guest may give for a child; 18 and over are adults. */
export const MAX_CHILD_AGE = 17;

export type Party = { adults: number; children: number[]; guests: number };

/**
 * Who stays: `adults` and the children's ages when given; an older client's `guests` alone counts
 * as that many adults. `guests` of the answer is everybody (the listing's guest limit counts all).
 */
export function partyOf(input: {
  guests?: number | undefined;
  adults?: number | undefined;
  children?: readonly number[] | undefined;
}): Party {
  const adults = input.adults ?? input.guests ?? 1;
  const children = [...(input.children ?? [])];
  return { adults, children, guests: adults + children.length };
}

type TouristTaxMonth = {
  person_nights: number;
  full_person_nights: number;
  reduced_person_nights: number;
  exempt_person_nights: number;
  tax_due: number;
};

/**
 * A month of a host's report: the frozen lines of its stays clipped to `[from, to)` (each line's
 * `unit` is one person's night, so a stay across two months splits exactly).
 */
export function touristTaxMonth(
  lines: readonly TouristTaxLine[],
  from: LocalDate,
  to: LocalDate,
): TouristTaxMonth {
  const month: TouristTaxMonth = {
    person_nights: 0,
    full_person_nights: 0,
    reduced_person_nights: 0,
    exempt_person_nights: 0,
    tax_due: 0,
  };
  for (const line of lines) {
    const start = line.from > from ? line.from : from;
    const end = line.to < to ? line.to : to;
    const nights = Math.max(0, diffDays(start, end));
    const personNights = nights * line.persons;
    month.person_nights += personNights;
    if (line.category === 'adult') month.full_person_nights += personNights;
    else if (line.category === 'child_reduced') month.reduced_person_nights += personNights;
    else month.exempt_person_nights += personNights;
    month.tax_due += personNights * line.unit;
  }
  return month;
}
