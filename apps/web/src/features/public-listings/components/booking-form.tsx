import '@mantine/dates/styles.css';
import 'dayjs/locale/sr';
import 'dayjs/locale/sr-cyrl';
import type { PublicListing } from '@gazda/contracts/bookings';
import { addDays } from '@gazda/domain/dates';
import { formatDate, formatMoney } from '@gazda/i18n/format';
import {
  Alert,
  Button,
  Center,
  Divider,
  Group,
  Loader,
  Stack,
  Text,
  Textarea,
} from '@mantine/core';
import { DatePicker, DatesProvider } from '@mantine/dates';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { useLocale, useT } from '../../../lib/i18n';
import { routePath } from '../../../lib/route-names';
import { NightLines, PriceBreakdown } from '../../../ui/price-breakdown';
import type { BookingState } from '../hooks/use-booking';
import { isDateRefused } from '../utils/stay-dates';
import { BookingReview } from './booking-review';
import { TouristTaxLine } from '../../../ui/tourist-tax-line';
import { ChildrenAges } from './children-ages';
import { GuestCounter } from './guest-counter';
import { useCalendarLabels } from '../../../ui/calendar-labels';
import { VerifyEmailNotice } from './verify-email-notice';

type BookingFormProps = { listing: PublicListing; state: BookingState };

/** The widget's body: range picker, guest counter, the breakdown and Book / Send inquiry. */
export function BookingForm({ listing, state }: BookingFormProps) {
  const t = useT();
  const calendarLabels = useCalendarLabels();
  const locale = useLocale();
  const [checkIn, checkOut] = state.dates;
  const lastDay = state.calendar.data?.at(-1)?.date;
  const choosingCheckOut = checkIn !== null && checkOut === null;
  const done = state.booking.data;
  const bookButton = useRef<HTMLButtonElement>(null);
  const wasReviewing = useRef(false);

  // Back from the review ("Change"): the keyboard is where it left the form, on Book.
  useEffect(() => {
    if (wasReviewing.current && !state.reviewing && !done) bookButton.current?.focus();
    wasReviewing.current = state.reviewing;
  }, [state.reviewing, done]);

  if (done) {
    const instant = done.mode === 'instant';
    return (
      <Alert
        color="green"
        variant="light"
        icon={<IconCircleCheck size={20} />}
        title={t(
          instant ? 'bookingPanel.result.booked_title' : 'bookingPanel.result.inquiry_title',
        )}
        role="status"
      >
        <Stack gap="sm">
          <Text size="sm">
            {t(instant ? 'bookingPanel.result.booked_text' : 'bookingPanel.result.inquiry_text', {
              code: done.code,
            })}
          </Text>
          <Button
            component={Link}
            to={routePath(instant ? 'my-travel.reservations' : 'my-travel.inquiries')}
          >
            {t(instant ? 'bookingPanel.result.to_trips' : 'bookingPanel.result.to_inquiries')}
          </Button>
        </Stack>
      </Alert>
    );
  }

  if (state.reviewing) return <BookingReview listing={listing} state={state} />;

  return (
    <DatesProvider settings={{ locale, firstDayOfWeek: 1 }}>
      <Stack gap="md">
        <Stack gap={4}>
          <Group justify="space-between">
            <Text size="sm" fw={500}>
              {checkIn && checkOut
                ? t('bookingPanel.common.date_range', {
                    from: formatDate(checkIn, locale),
                    to: formatDate(checkOut, locale),
                  })
                : t(
                    choosingCheckOut
                      ? 'bookingPanel.widget.pick_check_out'
                      : 'bookingPanel.widget.pick_check_in',
                  )}
            </Text>
            {checkIn ? (
              <Button
                variant="subtle"
                size="compact-xs"
                onClick={() => state.changeDates([null, null])}
              >
                {t('bookingPanel.widget.clear')}
              </Button>
            ) : null}
          </Group>
          {state.calendar.isPending ? (
            <Center key="loading" h={280}>
              <Loader size="sm" />
            </Center>
          ) : (
            <Center key="picker">
              <DatePicker
                {...calendarLabels}
                type="range"
                defaultDate={checkIn ?? listing.today}
                value={state.dates}
                onChange={(value) => state.changeDates([value[0], value[1]])}
                minDate={listing.today}
                maxDate={lastDay ? addDays(lastDay, 1) : undefined}
                excludeDate={(date) =>
                  isDateRefused(
                    date,
                    state.byDate,
                    checkIn && !checkOut ? checkIn : null,
                    state.blockedCheckOuts,
                  )
                }
                aria-label={t('bookingPanel.widget.dates')}
              />
            </Center>
          )}
          <Text size="xs" c="dimmed">
            {t('bookingPanel.widget.min_stay', { count: listing.min_stay })}
          </Text>
        </Stack>

        <GuestCounter
          label={t('touristTax.adults')}
          value={state.guests}
          max={state.maxGuests - state.children.length}
          onChange={state.setGuests}
        />
        <ChildrenAges
          ages={state.children}
          canAdd={state.guests + state.children.length < state.maxGuests}
          onChange={state.setChildren}
        />

        {state.mode === 'inquiry' ? (
          <Textarea
            label={t('bookingPanel.widget.comment')}
            placeholder={t('bookingPanel.widget.comment_placeholder')}
            value={state.comment}
            onChange={(event) => state.setComment(event.currentTarget.value)}
            rows={3}
            resize="vertical"
            maxLength={2000}
          />
        ) : null}

        {state.stay ? <Divider /> : null}
        {state.quote ? (
          <Stack gap="xs">
            <PriceBreakdown quote={state.quote} />
            <TouristTaxLine tax={state.quote.tourist_tax} />
          </Stack>
        ) : state.stay && state.nights ? (
          <Stack gap={6}>
            <NightLines nightly={state.nights} currency={listing.currency} />
            <Divider />
            <Group justify="space-between">
              <Text size="sm">
                {t('bookingPanel.breakdown.nights_total', { count: state.nights.length })}
              </Text>
              <Text size="sm" fw={500}>
                {formatMoney(
                  state.nights.reduce((sum, night) => sum + night.final, 0),
                  listing.currency,
                  locale,
                )}
              </Text>
            </Group>
            <Group gap={6}>
              <Loader size={12} />
              <Text size="xs" c="dimmed">
                {t('bookingPanel.widget.confirming')}
              </Text>
            </Group>
          </Stack>
        ) : null}
        {state.quote && !state.quote.min_stay_met ? (
          <Alert color="yellow" variant="light" p="xs" icon={<IconAlertTriangle size={18} />}>
            {t('bookingPanel.widget.min_stay', { count: state.quote.min_stay })}
          </Alert>
        ) : null}
        {state.quote && state.quote.unavailable_dates.length > 0 ? (
          <Alert color="red" variant="light" p="xs" icon={<IconAlertTriangle size={18} />}>
            {t('bookingPanel.widget.unavailable')}
          </Alert>
        ) : null}
        {state.quote && state.quote.refused_by.length > 0 ? (
          <Alert color="red" variant="light" p="xs" icon={<IconAlertTriangle size={18} />}>
            {state.quote.refused_by.map((rule) => t(`listings.rule.${rule}`)).join(' · ')}
          </Alert>
        ) : null}
        {state.pricing.error && !state.quote ? (
          <Alert color="red" variant="light" p="xs" role="alert">
            {state.pricing.error.message}
          </Alert>
        ) : null}
        <VerifyEmailNotice account={state.account} error={state.booking.error} />

        <Button
          ref={bookButton}
          size="md"
          fullWidth
          disabled={!state.bookable}
          onClick={state.review}
        >
          {t(state.mode === 'instant' ? 'bookingPanel.widget.book' : 'bookingPanel.widget.ask')}
        </Button>
        {state.mode === 'inquiry' ? (
          <Text size="xs" c="dimmed" ta="center">
            {t('bookingPanel.widget.no_charge_yet')}
          </Text>
        ) : null}
      </Stack>
    </DatesProvider>
  );
}
