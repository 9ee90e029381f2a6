import type { Reservation } from '@gazda/contracts/calendar';
import { formatDate } from '@gazda/i18n/format';
import { IconCalendarX } from '@tabler/icons-react';
import { useLocale, useT } from '../../../lib/i18n';
import { notifySuccess } from '../../../ui/notify';
import { useCancelManualReservation } from '../api/cancel-manual-reservation';
import { notifyApiError } from '../utils/notify-api-error';
import { ConfirmAction } from './confirm-action';

type CancelManualReservationProps = {
  listingId: number;
  reservation: Reservation;
  onCancelled?: (reservation: Reservation) => void;
};

/** The host cancels their own manual reservation, after an in-app question. */
export function CancelManualReservation(props: CancelManualReservationProps) {
  const { listingId, reservation } = props;
  const t = useT();
  const locale = useLocale();
  const cancel = useCancelManualReservation(listingId);
  const guest = `${reservation.guest.first_name} ${reservation.guest.last_name}`.trim();
  return (
    <ConfirmAction
      buttonProps={{
        variant: 'light',
        color: 'red',
        size: 'sm',
        leftSection: <IconCalendarX size={16} aria-hidden />,
      }}
      title={t('calendar.manual.cancel_title', { code: reservation.code })}
      message={t('calendar.manual.cancel_message', {
        guest,
        from: formatDate(reservation.check_in, locale),
        to: formatDate(reservation.check_out, locale),
      })}
      confirmLabel={t('calendar.manual.cancel_confirm')}
      loading={cancel.isPending}
      // mutateAsync, not mutate's callbacks: the refreshed calendar no longer lists the cancelled
      // reservation, and this button may be gone before the answer is told.
      onConfirm={(close) =>
        void cancel.mutateAsync(reservation.id).then((cancelled) => {
          close();
          notifySuccess(t('calendar.manual.cancelled', { code: cancelled.code }));
          props.onCancelled?.(cancelled);
        }, notifyApiError)
      }
    >
      {t('calendar.manual.cancel_booking', { code: reservation.code })}
    </ConfirmAction>
  );
}
