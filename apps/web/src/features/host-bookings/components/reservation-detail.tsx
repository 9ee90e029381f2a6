import { Alert, Anchor, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useLocale, useT } from '../../../lib/i18n';
import { routePath } from '../../../lib/route-names';
import { BookingStatusChip } from '../../../ui/booking-status-chip';
import { notifySuccess } from '../../../ui/notify';
import { PageTitle } from '../../../ui/page-title';
import { hostReservationQueryOptions, useReservationStep } from '../api/host-bookings';
import { BookingFacts } from './booking-facts';

/** /reservations/{id}: the frozen breakdown and only the steps allowed now. */
export function ReservationDetail({ id, notFound }: { id: number; notFound: ReactNode }) {
  const t = useT();
  const locale = useLocale();
  const reservation = useQuery(hostReservationQueryOptions(id, locale));
  const step = useReservationStep(id);

  if (reservation.isPending) return <Loader />;
  if (reservation.isError) return notFound;
  const item = reservation.data;
  const canNoShow = item.allowed_actions.includes('report_no_show');
  const canCancel = item.allowed_actions.includes('request_cancel');

  function run(which: 'no-show' | 'cancel-request') {
    const question =
      which === 'no-show'
        ? t('bookingPanel.host.report_no_show_question')
        : t('bookingPanel.host.request_cancel_question');
    if (!window.confirm(question)) return;
    step.mutate(which, { onSuccess: () => notifySuccess(t('bookingPanel.host.action_done')) });
  }

  return (
    <Stack gap="lg">
      <Anchor component={Link} to={routePath('reservations')} size="sm">
        <Group gap={4}>
          <IconArrowLeft size={14} />
          {t('bookingPanel.common.back')}
        </Group>
      </Anchor>
      <Group justify="space-between" align="flex-start">
        <PageTitle title={t('bookingPanel.host.reservation_title', { code: item.code })} />
        <BookingStatusChip kind="reservation" status={item.status} />
      </Group>
      {step.error ? (
        <Alert color="red" variant="light" role="alert">
          {step.error.message}
        </Alert>
      ) : null}
      {canNoShow || canCancel ? (
        <Group gap="sm">
          {canNoShow ? (
            <Button
              key="no-show"
              variant="default"
              loading={step.isPending && step.variables === 'no-show'}
              disabled={step.isPending}
              onClick={() => run('no-show')}
            >
              {t('bookingPanel.host.report_no_show')}
            </Button>
          ) : null}
          {canCancel ? (
            <Button
              key="cancel-request"
              variant="default"
              loading={step.isPending && step.variables === 'cancel-request'}
              disabled={step.isPending}
              onClick={() => run('cancel-request')}
            >
              {t('bookingPanel.host.request_cancel')}
            </Button>
          ) : null}
        </Group>
      ) : (
        <Text size="sm" c="dark.4">
          {t('bookingPanel.host.no_actions')}
        </Text>
      )}
      <BookingFacts item={item} />
    </Stack>
  );
}
