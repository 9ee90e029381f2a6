import type { DataOf } from '@gazda/contracts/common';
import { touristTaxPaths } from '@gazda/contracts/paths';
import type { TouristTaxReport } from '@gazda/contracts/tourist-tax';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiBlob, apiRequest } from '../../../lib/api-client';
import { useLocale } from '../../../lib/i18n';
import { queryKeys } from '../../../lib/query-keys';

/** GET tourist-tax/report: the host's month per listing (docs/rules/tourist-tax.md). */
export function useTouristTaxReport(month: string) {
  const locale = useLocale();
  return useQuery(
    queryOptions({
      queryKey: [...queryKeys.bookings, 'tourist-tax-report', month, locale],
      queryFn: async () =>
        (await apiRequest<DataOf<TouristTaxReport>>(touristTaxPaths.report(month))).data,
    }),
  );
}

/** GET tourist-tax/report.csv, saved by the browser as gazda-tourist-tax-{month}.csv. */
export async function downloadTouristTaxReport(month: string): Promise<void> {
  const blob = await apiBlob(touristTaxPaths.reportCsv(month));
  const link = document.createElement('a');
  link.href = URL.createObjectURL(blob);
  link.download = `gazda-tourist-tax-${month}.csv`;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(link.href);
}
