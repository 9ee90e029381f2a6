import type { BookingInquiry, TripReservation } from '@gazda/contracts/bookings';
import { holdsNights, type ReservationStatus } from '@gazda/domain/state-machines/reservation';
import { formatDate, formatDateTime, formatMoney } from '@gazda/i18n/format';
import { Accordion, Alert, Button, Card, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useLocale, useT } from '../../../lib/i18n';
import { routePath } from '../../../lib/route-names';
import { BookingStatusChip } from '../../../ui/booking-status-chip';
import { PriceBreakdown } from '../../../ui/price-breakdown';
import { TouristTaxLine } from '../../../ui/tourist-tax-line';
import { useInquiryStep } from '../api/trips';
import { TripLocationFacts } from './trip-location';
import { TripPaymentCard } from './trip-payment-card';
import { TripGuestsSection } from './trip-guests-section';

/** A platform stay still ahead or under way has a payment to show (docs/rules/payments.md). */
function payable(item: TripReservation): boolean {
  return (
    item.source === 'platform' && item.advance > 0 && holdsNights(item.status as ReservationStatus)
  );
}

type TripCardProps =
  { kind: 'reservation'; item: TripReservation } | { kind: 'inquiry'; item: BookingInquiry };

/** One trip or inquiry of the guest: status, dates, total, breakdown, the host's answer, steps. */
export function TripCard(props: TripCardProps) {
  const { kind, item } = props;
  const t = useT();
  const locale = useLocale();
  const step = useInquiryStep();
  const canConfirm = kind === 'inquiry' && item.allowed_actions.includes('confirm');
  const canCancel = kind === 'inquiry' && item.allowed_actions.includes('cancel');

  return (
    <Card withBorder radius="lg" padding="lg" data-testid={`trip-${item.code}`}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Stack gap={2}>
            <Text
              fw={700}
              component={Link}
              to={routePath('ads.show', { id: item.listing.id })}
              td="underline"
            >
              {item.listing.name}
            </Text>
            <Text size="sm" c="dark.4">
              {t('bookingPanel.common.code')} {item.code}
            </Text>
          </Stack>
          {/* Whole, however long the listing's name: a cut status reads wrong. */}
          <div style={{ flexShrink: 0 }}>
            <BookingStatusChip kind={kind} status={item.status} />
          </div>
        </Group>
        <Group gap="xl">
          <Stack gap={0}>
            <Text size="xs" c="dark.4">
              {t('bookingPanel.common.dates')}
            </Text>
            <Text size="sm" fw={500}>
              {t('bookingPanel.common.date_range', {
                from: formatDate(item.check_in, locale),
                to: formatDate(item.check_out, locale),
              })}
            </Text>
          </Stack>
          <Stack gap={0}>
            <Text size="xs" c="dark.4">
              {t('bookingPanel.common.guests')}
            </Text>
            <Text size="sm" fw={500}>
              {item.guests}
            </Text>
          </Stack>
          <Stack gap={0}>
            <Text size="xs" c="dark.4">
              {t('bookingPanel.common.total')}
            </Text>
            <Text size="sm" fw={700}>
              {formatMoney(item.total, item.currency, locale)}
            </Text>
          </Stack>
        </Group>
        {kind === 'reservation' && props.item.location ? (
          <TripLocationFacts location={props.item.location} />
        ) : null}
        {kind === 'reservation' && payable(props.item) ? (
          <TripPaymentCard reservationId={item.id} />
        ) : null}
        {kind === 'reservation' &&
        props.item.source === 'platform' &&
        props.item.status === 'confirmed' ? (
          <TripGuestsSection reservationId={item.id} />
        ) : null}
        {kind === 'inquiry' ? (
          <Stack gap={2}>
            <Text size="xs" c="dark.4">
              {t('bookingPanel.common.host_answer')}
            </Text>
            <Text size="sm">{item.owner_response || t('bookingPanel.common.no_answer')}</Text>
            {item.hold_expires_at && item.status === 'available' ? (
              <Text size="sm" fw={500} c="yellow.9">
                {t('bookingPanel.common.hold_until', {
                  time: formatDateTime(item.hold_expires_at, locale),
                })}
              </Text>
            ) : null}
          </Stack>
        ) : null}
        {item.conversation_id ? (
          <Button
            component={Link}
            variant="light"
            size="xs"
            w="fit-content"
            to={routePath('inbox.conversation', { id: item.conversation_id })}
          >
            {t('messages.booking.with_host')}
          </Button>
        ) : null}
        {item.quote ? (
          <Accordion variant="contained" radius="md">
            <Accordion.Item value="breakdown">
              <Accordion.Control>{t('bookingPanel.common.breakdown')}</Accordion.Control>
              <Accordion.Panel>
                <PriceBreakdown quote={item.quote} />
                <TouristTaxLine tax={item.tourist_tax} />
              </Accordion.Panel>
            </Accordion.Item>
          </Accordion>
        ) : null}
        {step.error ? (
          <Alert color="red" variant="light" role="alert">
            {step.error.message}
          </Alert>
        ) : null}
        {canConfirm || canCancel ? (
          <Group gap="sm">
            {canConfirm ? (
              <Button
                key="confirm"
                loading={step.isPending && step.variables.step === 'confirm'}
                disabled={step.isPending}
                onClick={() => step.mutate({ id: item.id, step: 'confirm' })}
              >
                {t('bookingPanel.trips.confirm')}
              </Button>
            ) : null}
            {canCancel ? (
              <Button
                key="cancel"
                variant="default"
                loading={step.isPending && step.variables.step === 'cancel'}
                disabled={step.isPending}
                onClick={() => {
                  if (window.confirm(t('bookingPanel.trips.cancel_question')))
                    step.mutate({ id: item.id, step: 'cancel' });
                }}
              >
                {t('bookingPanel.trips.cancel')}
              </Button>
            ) : null}
          </Group>
        ) : null}
      </Stack>
    </Card>
  );
}
