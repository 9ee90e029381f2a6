import { Anchor, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useLocale, useT } from '../../../lib/i18n';
import { routePath } from '../../../lib/route-names';
import { BookingStatusChip } from '../../../ui/booking-status-chip';
import { PageTitle } from '../../../ui/page-title';
import { hostReservationQueryOptions, type ReservationStep } from '../api/host-bookings';
import { BookingFacts } from './booking-facts';
import { BookingTimeline } from './booking-timeline';
import { GuestContact } from './guest-contact';
import { GuestRegistrationCard } from './guest-registration-card';
import { HostMoneyCard } from './host-money-card';
import { ScheduledMessages } from './scheduled-messages';
import { StepDialog } from './step-dialog';

/**
 * /reservations/{id}: the host's one booking page: guest and contact, the stay, what the host
 * earns and where it is paid, every change, and only the steps the state allows (allowedActions),
 * each asked in a dialog with a reason.
 */
export function ReservationDetail({ id, notFound }: { id: number; notFound: ReactNode }) {
  const t = useT();
  const locale = useLocale();
  const reservation = useQuery(hostReservationQueryOptions(id, locale));
  const [step, setStep] = useState<ReservationStep | null>(null);

  if (reservation.isPending) return <Loader />;
  if (reservation.isError) return notFound;
  const item = reservation.data;
  const canNoShow = item.allowed_actions.includes('report_no_show');
  const canCancel = item.allowed_actions.includes('request_cancel');
  // The host's own booking: edited in the calendar, cancelled here (the manual machine's cancel).
  const canCancelManual = item.source === 'manual' && item.allowed_actions.includes('cancel');
  const canEdit = canCancelManual;

  return (
    <Stack gap="lg">
      <Anchor component={Link} to={routePath('reservations')} size="sm">
        <Group gap={4}>
          <IconArrowLeft size={14} />
          {t('bookingPanel.common.back')}
        </Group>
      </Anchor>
      {item.conversation_id ? (
        <Button
          component={Link}
          variant="light"
          w="fit-content"
          to={routePath('inbox.conversation', { id: item.conversation_id })}
        >
          {t('messages.booking.with_guest')}
        </Button>
      ) : null}
      <Group justify="space-between" align="center" gap="sm">
        <Group gap="sm" align="center">
          <PageTitle title={t('bookingPanel.host.reservation_title', { code: item.code })} />
          <BookingStatusChip kind="reservation" status={item.status} />
        </Group>
        {canNoShow || canCancel || canEdit || canCancelManual ? (
          <Group gap="sm">
            {canEdit ? (
              <Button
                component={Link}
                variant="default"
                to={routePath('listing.reservation', {
                  categoryConst: item.listing.category,
                  id: item.listing.id,
                  reservationId: item.id,
                })}
              >
                {t('bookingPanel.host.edit_manual')}
              </Button>
            ) : null}
            {canNoShow ? (
              <Button variant="default" onClick={() => setStep('no-show')}>
                {t('bookingPanel.host.report_no_show')}
              </Button>
            ) : null}
            {canCancel ? (
              <Button variant="default" onClick={() => setStep('cancel-request')}>
                {t('bookingPanel.host.request_cancel')}
              </Button>
            ) : null}
            {canCancelManual ? (
              <Button variant="light" color="red" onClick={() => setStep('cancel-manual')}>
                {t('bookingPanel.host.cancel_manual')}
              </Button>
            ) : null}
          </Group>
        ) : (
          <Text size="sm" c="dark.4">
            {t('bookingPanel.host.no_actions')}
          </Text>
        )}
      </Group>
      <BookingFacts
        item={item}
        contact={<GuestContact item={item} />}
        cards={<HostMoneyCard item={item} />}
        history={<BookingTimeline entries={item.timeline} />}
      />
      {item.source === 'platform' ? <GuestRegistrationCard reservationId={item.id} /> : null}
      {item.conversation_id ? (
        <ScheduledMessages reservationId={item.id} listing={item.listing} />
      ) : null}
      <StepDialog reservation={item} step={step} onClose={() => setStep(null)} />
    </Stack>
  );
}
