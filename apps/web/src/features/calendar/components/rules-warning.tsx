import type { LocalDate } from '@gazda/domain/dates';
import { useQuery } from '@tanstack/react-query';
import { useT } from '../../../lib/i18n';
import { pricingQueryOptions } from '../api/get-pricing';
import { RulesRefusal } from './rules-refusal';

type RulesWarningProps = {
  listingId: number;
  checkIn: LocalDate;
  checkOut: LocalDate;
  guests: number;
};

/**
 * The host's own reservation is not held to the listing's availability rules: it warns which
 * ones a guest's booking of the same stay would break (the pricing answer's refused_by), and the
 * host may save anyway. Silent while the stay is incomplete or the price cannot be asked.
 */
export function RulesWarning({ listingId, checkIn, checkOut, guests }: RulesWarningProps) {
  const t = useT();
  const complete = Boolean(checkIn && checkOut && checkIn < checkOut);
  const pricing = useQuery({
    ...pricingQueryOptions(listingId, { check_in: checkIn, check_out: checkOut, guests }),
    enabled: complete,
    retry: false,
  });
  if (!complete || !pricing.data) return null;
  return (
    <RulesRefusal rules={pricing.data.refused_by} title={t('calendar.manual.rules_warning')} />
  );
}
