import { useSearchParams } from 'react-router';
import { clampMonthParam, type YearMonth } from '../utils/month';

export const MONTH_PARAM = 'month';

/**
 * The first month on screen lives in the URL (`?month=2027-03`), validated and kept inside the
 * months the editor can show; moving between months replaces the entry instead of piling up history.
 */
export function useMonthParam(first: YearMonth, last: YearMonth) {
  const [params, setParams] = useSearchParams();
  const month = clampMonthParam(params.get(MONTH_PARAM), first, last);

  function setMonth(next: YearMonth) {
    setParams(
      (current) => {
        const copy = new URLSearchParams(current);
        copy.set(MONTH_PARAM, clampMonthParam(next, first, last));
        return copy;
      },
      { replace: true },
    );
  }

  return [month, setMonth] as const;
}
