import { Badge } from '@mantine/core';
import { bookingStatusColor, bookingStatusLabel, type BookingKind } from '../lib/booking-status';
import { useT } from '../lib/i18n';

type BookingStatusChipProps = { kind: BookingKind; status: string };

/** A reservation's or inquiry's status, coloured as docs/rules/screens.md says. */
export function BookingStatusChip({ kind, status }: BookingStatusChipProps) {
  const t = useT();
  const label = bookingStatusLabel(kind, status);
  return (
    <Badge
      color={bookingStatusColor(kind, status)}
      variant={status === 'completed' ? 'filled' : 'light'}
      radius="sm"
      data-status={status}
    >
      {label ? t(label) : status}
    </Badge>
  );
}
