import { localDateAt } from '@gazda/domain/dates';
import type { Db } from '../../db/database';
import { rateOn } from './exchange-rates-repository';

/** Rates are entered for Serbian days (docs/rules/payments.md "Rates"). */
export const RATE_TIME_ZONE = 'Europe/Belgrade';

/**
 * The columns a new reservation freezes: a stay in euros takes today's EUR→RSD rate (or the last
 * one entered) and its date; without any rate they stay empty and the payment waits for one.
 */
export async function frozenRate(db: Db, currency: 'EUR' | 'RSD', now: Date) {
  if (currency !== 'EUR') return {};
  const rate = await rateOn(db, localDateAt(now.getTime(), RATE_TIME_ZONE));
  return rate ? { eur_rsd_e4: rate.eur_rsd_e4, eur_rsd_date: rate.rate_date } : {};
}
