import type { PublicListing } from '@gazda/contracts/bookings';
import { formatMoney } from '@gazda/i18n/format';
import { Box, Button, Card, em, Group, Paper, Skeleton, Text, Title } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { lazy, Suspense } from 'react';
import { useLocale, useT } from '../../../lib/i18n';
import { useIdleImport } from '../../../lib/use-idle-import';
import type { BookingMode } from '../api/create-booking';
import { useBooking } from '../hooks/use-booking';
import type { GuestAccount } from '../utils/email-check';

const media = { getInitialValueInEffect: false } as const;

/*
 * The form (date picker, dayjs) and the phone's sheet (drawer, scroll lock, focus trap) are not in
 * the page's first download (issue #9): the desktop card fetches its form when it renders, a phone
 * fetches the sheet when the page is idle, or at once when the guest opens it first.
 */
const BookingForm = lazy(() =>
  import('./booking-form').then((module) => ({ default: module.BookingForm })),
);
const loadSheet = () => import('./booking-sheet');
const BookingSheet = lazy(() => loadSheet().then((module) => ({ default: module.BookingSheet })));

/**
 * The desktop form's height with no stay picked and a month of five weeks (most months; measured
 * in Chromium at 1280 px), kept free while its code loads so that nothing below it moves. An
 * inquiry adds the message to the host and the note under the button.
 */
const FORM_HEIGHT: Record<BookingMode, number> = { instant: 459, inquiry: 611 };

/**
 * docs/rules/screens.md: a sticky card on the right (desktop), or a bottom bar with the price per
 * night and "Check availability" opening a sheet (phone). One selection serves both.
 */
export function BookingWidget({
  listing,
  account,
}: {
  listing: PublicListing;
  account?: GuestAccount;
}) {
  const t = useT();
  const locale = useLocale();
  const state = useBooking(listing, account);
  const [opened, { open, close }] = useDisclosure(state.resumed);
  // The sheet exists for phones only; opened on a desktop it would still lock scrolling and focus.
  // Read at the first render: a phone never builds the desktop card (its date picker is the
  // page's costliest render, issue #9) only to hide it.
  const phone = useMediaQuery(`(max-width: ${em(991)})`, undefined, media) === true;
  // The sheet's code: fetched when the page is idle, or at once when the guest opens it first.
  const sheetLoaded = useIdleImport(loadSheet, opened, phone) !== null;
  const price =
    listing.base_price === null ? null : formatMoney(listing.base_price, listing.currency, locale);
  const total = state.quote ? formatMoney(state.quote.total, state.quote.currency, locale) : null;

  const heading = (
    <Group justify="space-between" align="baseline" mb="sm">
      <Title order={2} fz="h4">
        {price
          ? t('bookingPanel.widget.from_per_night', { price })
          : t('bookingPanel.widget.title')}
      </Title>
    </Group>
  );

  return (
    <>
      {phone ? null : (
        <Box visibleFrom="md" pos="sticky" top={16}>
          <Card withBorder radius="lg" shadow="sm" padding="lg" data-testid="booking-card">
            {heading}
            <Suspense fallback={<Skeleton h={FORM_HEIGHT[state.mode]} radius="md" />}>
              <BookingForm listing={listing} state={state} />
            </Suspense>
          </Card>
        </Box>
      )}

      <Paper
        hiddenFrom="md"
        pos="fixed"
        bottom={0}
        left={0}
        right={0}
        px="md"
        py="sm"
        shadow="md"
        withBorder
        radius={0}
        style={{
          zIndex: 150,
          paddingBottom: 'calc(var(--mantine-spacing-sm) + env(safe-area-inset-bottom))',
        }}
      >
        <Group justify="space-between" wrap="nowrap" gap="sm">
          {/* The server's total and "for 3 nights" under it once a stay is priced, else the night. */}
          <div data-testid="booking-bar-price" style={{ minWidth: 0 }}>
            <Text fw={700} lh={1.3}>
              {total ?? (price ? t('bookingPanel.widget.per_night', { price }) : null)}
            </Text>
            {state.quote ? (
              <Text size="sm" c="dark.4" lh={1.3}>
                {t('bookingPanel.widget.for_nights', { count: state.quote.nights })}
              </Text>
            ) : null}
          </div>
          {/* Busy while an early tap (or a guest back from the login) waits for the sheet's code. */}
          <Button onClick={open} loading={opened && !sheetLoaded} style={{ flexShrink: 0 }}>
            {t('bookingPanel.widget.check_availability')}
          </Button>
        </Group>
      </Paper>
      {/* Built once loaded, closed until opened: the drawer slides in and out as before. */}
      {sheetLoaded ? (
        <Suspense fallback={null}>
          <BookingSheet
            opened={opened && phone}
            onClose={close}
            title={heading}
            listing={listing}
            state={state}
          />
        </Suspense>
      ) : null}
    </>
  );
}
