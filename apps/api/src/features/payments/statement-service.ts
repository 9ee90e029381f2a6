import type { Statement } from '@gazda/contracts/payments';
import { addDays } from '@gazda/domain/dates';
import { hostEarningsOf } from '@gazda/domain/pricing';
import { contentLocale, nameFor, type Locale } from '@gazda/i18n/locales';
import { createTranslator } from '@gazda/i18n/translate';
import type { UserRow } from '../../db/schema';
import type { Deps } from '../../deps';
import { decimal, toCsv } from '../../http/csv';
import { statementRows } from './host-payouts-repository';

type Quote = { host_earnings: number; service_fee?: number; vat?: number } | null;

/** The first day of the month after `month` (YYYY-MM). */
function nextMonth(month: string): string {
  return `${addDays(`${month}-28`, 4).slice(0, 7)}-01`;
}

/**
 * GET payouts/statement: the host's stays that began in the month, each with the earnings and the
 * platform's fee (with its VAT) from the frozen quote, and the totals per currency.
 */
export async function monthlyStatement(
  deps: Deps,
  host: UserRow,
  month: string,
  locale: Locale,
): Promise<Statement> {
  const rows = await statementRows(deps.db, host.id, `${month}-01`, nextMonth(month));
  const lines = rows.map((row) => {
    const quote = row.quote as Quote;
    return {
      code: row.code,
      listing_name: nameFor(locale, row),
      check_in: row.check_in,
      check_out: row.check_out,
      currency: row.currency,
      earnings: hostEarningsOf({ quote, total: row.total }),
      fee: (quote?.service_fee ?? 0) + (quote?.vat ?? 0),
    };
  });
  const totals = (['EUR', 'RSD'] as const).flatMap((currency) => {
    const mine = lines.filter((l) => l.currency === currency);
    if (mine.length === 0) return [];
    const sum = (pick: (l: (typeof lines)[number]) => number) =>
      mine.reduce((total, l) => total + pick(l), 0);
    return [{ currency, earnings: sum((l) => l.earnings), fee: sum((l) => l.fee) }];
  });
  return { host: `${host.first_name} ${host.last_name}`.trim(), month, lines, totals };
}

/** The same statement as CSV in the host's language (the totals as the last rows). */
export function statementCsv(statement: Statement, locale: Locale): string {
  const t = createTranslator(locale);
  const sep = contentLocale(locale) === 'sr' ? ',' : '.';
  const header = [
    t('payments.statement.code'),
    t('payments.statement.listing'),
    t('payments.statement.check_in'),
    t('payments.statement.check_out'),
    t('payments.statement.currency'),
    t('payments.statement.earnings'),
    t('payments.statement.fee'),
  ];
  const rows = statement.lines.map((l) => [
    l.code,
    l.listing_name,
    l.check_in,
    l.check_out,
    l.currency,
    decimal(l.earnings, sep),
    decimal(l.fee, sep),
  ]);
  const totals = statement.totals.map((tot) => [
    t('payments.statement.total'),
    statement.host,
    statement.month,
    '',
    tot.currency,
    decimal(tot.earnings, sep),
    decimal(tot.fee, sep),
  ]);
  return toCsv(header, [...rows, ...totals]);
}
