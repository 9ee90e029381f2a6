import type { PublicListing } from '@gazda/contracts/bookings';
import { formatDate } from '@gazda/i18n/format';
import { Alert, Button, Divider, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useEffect, useRef, type MouseEvent } from 'react';
import { useLocale, useT } from '../../../lib/i18n';
import { BreakdownLine, PriceBreakdown } from '../../../ui/price-breakdown';
import { TouristTaxLine } from '../../../ui/tourist-tax-line';
import type { BookingState } from '../hooks/use-booking';
import { isEmailRefusal } from '../utils/email-check';
import { VerifyEmailNotice } from './verify-email-notice';

type BookingReviewProps = { listing: PublicListing; state: BookingState };

/**
 * The step between Book (or Request to book) and the request (issue #26 item 8): the dates, the
 * guests, the message and the server's whole breakdown, then the one press that sends. Its
 * Idempotency-Key belongs to that press (api/create-booking.ts).
 */
export function BookingReview({ listing, state }: BookingReviewProps) {
  const t = useT();
  const locale = useLocale();
  const title = useRef<HTMLHeadingElement>(null);
  const instant = state.mode === 'instant';
  const { stay, quote } = state;

  // The step replaces the form: a screen reader and the keyboard start at its title.
  useEffect(() => title.current?.focus(), []);

  if (!stay || !quote) return null;

  // The second click of a double click on Book lands on the review (its detail is 2): it must
  // neither send nor go back. A double click on the confirm still sends once (its first click).
  const firstClick = (action: () => void) => (event: MouseEvent) => {
    if (event.detail <= 1) action();
  };

  return (
    <Stack gap="md" data-testid="booking-review">
      <Stack gap={2}>
        <Title order={3} fz="h5" ref={title} tabIndex={-1}>
          {t(instant ? 'bookingPanel.review.title_instant' : 'bookingPanel.review.title_inquiry')}
        </Title>
        <Text size="sm" c="dark.4" lineClamp={2}>
          {listing.name}
        </Text>
      </Stack>
      <Stack gap={6}>
        <BreakdownLine
          label={t('bookingPanel.review.dates')}
          value={t('bookingPanel.common.date_range', {
            from: formatDate(stay.check_in, locale),
            to: formatDate(stay.check_out, locale),
          })}
        />
        <BreakdownLine
          label={t('bookingPanel.common.nights')}
          value={t('bookingPanel.breakdown.nights_total', { count: quote.nights })}
        />
        <BreakdownLine
          label={t('bookingPanel.review.guests')}
          value={t('bookingPanel.listing.guests', { count: stay.guests + stay.children.length })}
        />
      </Stack>
      {!instant && state.comment.trim() ? (
        <Stack gap={2}>
          <Text size="sm" fw={500}>
            {t('bookingPanel.review.message')}
          </Text>
          <Text size="sm" c="dark.4" style={{ whiteSpace: 'pre-wrap' }} lineClamp={4}>
            {state.comment}
          </Text>
        </Stack>
      ) : null}
      <Divider />
      <PriceBreakdown quote={quote} />
      <TouristTaxLine tax={quote.tourist_tax} />
      <Text size="xs" c="dimmed">
        {t(instant ? 'bookingPanel.review.instant_note' : 'bookingPanel.widget.no_charge_yet')}
      </Text>
      {state.booking.error && !isEmailRefusal(state.booking.error) ? (
        <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />} role="alert">
          {state.booking.error.message}
        </Alert>
      ) : null}
      <VerifyEmailNotice account={state.account} error={state.booking.error} />
      {/* One above the other: both labels whole on a phone and in the desktop card. */}
      <Stack gap="xs">
        <Button
          size="md"
          fullWidth
          loading={state.booking.isPending}
          onClick={firstClick(state.submit)}
        >
          {t(
            instant ? 'bookingPanel.review.confirm_instant' : 'bookingPanel.review.confirm_inquiry',
          )}
        </Button>
        <Button variant="default" size="md" fullWidth onClick={firstClick(state.back)}>
          {t('bookingPanel.review.change')}
        </Button>
      </Stack>
    </Stack>
  );
}
