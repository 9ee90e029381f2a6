import type { Listing } from '@gazda/contracts/listings';
import { Badge } from '@mantine/core';
import { useLocale, useT } from '../../../lib/i18n';
import { displayStatus, statusColor } from '../listing-model';

type ListingStatusChipProps = {
  listing: Pick<Listing, 'status' | 'active'>;
  size?: 'sm' | 'md' | 'lg';
};

/**
 * The status as docs/rules/screens.md colours it; listed but hidden in this language reads
 * Unlisted.
 */
export function ListingStatusChip({ listing, size = 'md' }: ListingStatusChipProps) {
  const t = useT();
  const status = displayStatus(listing, useLocale());
  return (
    <Badge color={statusColor[status]} variant="light" size={size} radius="sm" data-status={status}>
      {t(`listings.status.${status}`)}
    </Badge>
  );
}
