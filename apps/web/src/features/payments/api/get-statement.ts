import type { DataOf } from '@gazda/contracts/common';
import { paymentsPaths } from '@gazda/contracts/paths';
import type { Statement } from '@gazda/contracts/payments';
import type { Locale } from '@gazda/i18n/locales';
import { queryOptions } from '@tanstack/react-query';
import { apiBlob, apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET payouts/statement: the host's stays that began in the month, with totals. */
export function statementQueryOptions(month: string, locale: Locale) {
  return queryOptions({
    queryKey: [...queryKeys.bookings, 'payouts', 'statement', month, locale] as const,
    queryFn: async ({ signal }) =>
      (await apiRequest<DataOf<Statement>>(paymentsPaths.statement(month), { signal })).data,
  });
}

/** GET payouts/statement.csv, saved as a file (an <a href> cannot send the login). */
export async function downloadStatementCsv(month: string): Promise<void> {
  const blob = await apiBlob(paymentsPaths.statementCsv(month));
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `gazda-isplate-${month}.csv`;
  link.click();
  URL.revokeObjectURL(url);
}
