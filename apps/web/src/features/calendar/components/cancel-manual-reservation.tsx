import type { Reservation } from '@gazda/contracts/calendar';
import { STEP_REASON_MAX } from '@gazda/contracts/bookings';
import { formatDate } from '@gazda/i18n/format';
import { Textarea } from '@mantine/core';
import { IconCalendarX } from '@tabler/icons-react';
import { useState } from 'react';
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

/**
 * The host cancels their own manual reservation, after an in-app question with an optional reason
 * (kept in the booking's timeline; the booking page asks for it too).
 */
export function CancelManualReservation(props: CancelManualReservationProps) {
  const { listingId, reservation } = props;
  const t = useT();
  const locale = useLocale();
  const cancel = useCancelManualReservation(listingId);
  const [reason, setReason] = useState('');
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
      extra={
        <Textarea
          mt="md"
          label={t('calendar.manual.cancel_reason')}
          description={t('calendar.manual.cancel_reason_hint')}
          autosize
          minRows={2}
          maxLength={STEP_REASON_MAX}
          value={reason}
          onChange={(event) => setReason(event.currentTarget.value)}
        />
      }
      confirmLabel={t('calendar.manual.cancel_confirm')}
      loading={cancel.isPending}
      // mutateAsync, not mutate's callbacks: the refreshed calendar no longer lists the cancelled
      // reservation, and this button may be gone before the answer is told.
      onConfirm={(close) =>
        void cancel.mutateAsync({ id: reservation.id, reason }).then((cancelled) => {
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
