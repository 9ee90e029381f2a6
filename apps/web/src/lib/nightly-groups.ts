import type { LocalDate } from '@gazda/domain/dates';

type Night = {
  date: LocalDate;
  base: number;
  special: number | null;
  rule_id: number | string | null;
  rule_price: number | null;
  final: number;
};

type NightGroup<N extends Night> = { first: N; last: N; count: number };

/** Consecutive nights priced the same way become one row: `3 × 50,00 €`. */
export function groupNights<N extends Night>(nights: readonly N[]): NightGroup<N>[] {
  const groups: NightGroup<N>[] = [];
  for (const night of nights) {
    const open = groups.at(-1);
    if (
      open &&
      open.first.final === night.final &&
      open.first.base === night.base &&
      open.first.special === night.special &&
      open.first.rule_id === night.rule_id
    ) {
      open.last = night;
      open.count += 1;
    } else {
      groups.push({ first: night, last: night, count: 1 });
    }
  }
  return groups;
}
