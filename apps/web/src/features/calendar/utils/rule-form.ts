import type { ruleBodySchema } from '@gazda/contracts/calendar';
import type { z } from 'zod';

export type RuleBody = z.infer<typeof ruleBodySchema>;

/** Colours offered for rules: distinct at a glance, each dark enough to read as a bar on white. */
export const RULE_SWATCHES = [
  '#e8590c',
  '#2f9e44',
  '#1971c2',
  '#9c36b5',
  '#c2255c',
  '#0c8599',
  '#f08c00',
  '#5c940d',
] as const;

export const MAX_INCREASE_PERCENT = 500;
export const MAX_DISCOUNT_PERCENT = 100;

/** `-15` → discount 15 %, `20` → increase 20 %: the form shows a toggle and a positive number. */
export function percentParts(pricePercent: number): {
  kind: 'discount' | 'increase';
  amount: number;
} {
  return pricePercent < 0
    ? { kind: 'discount', amount: -pricePercent }
    : { kind: 'increase', amount: pricePercent };
}

export function signedPercent(kind: 'discount' | 'increase', amount: number): number {
  return kind === 'discount' ? -Math.abs(amount) : Math.abs(amount);
}
