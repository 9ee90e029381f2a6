import type { PublicListing } from '@gazda/contracts/bookings';
import { formatMoney } from '@gazda/i18n/format';
import { Box, Button, Card, Drawer, em, Group, Paper, Text, Title } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { useLocale, useT } from '../../../lib/i18n';
import { useBooking } from '../hooks/use-booking';
import { BookingForm } from './booking-form';

const media = { getInitialValueInEffect: false } as const;

/**
 * screens.md: a sticky card on the right (desktop), or a bottom bar with the price per night and
 * "Check availability" opening a sheet (phone). One selection serves both.
 */
export function BookingWidget({ listing }: { listing: PublicListing }) {
  const t = useT();
  const locale = useLocale();
  const state = useBooking(listing);
  const [opened, { open, close }] = useDisclosure(state.resumed);
  // The sheet exists for phones only; opened on a desktop it would still lock scrolling and focus.
  // Read at the first render: a phone never builds the desktop card (its date picker is the
  // page's costliest render, issue #9) only to hide it.
  const phone = useMediaQuery(`(max-width: ${em(991)})`, undefined, media) === true;
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
            <BookingForm listing={listing} state={state} />
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
        <Group justify="space-between" wrap="nowrap">
          <Text fw={700}>
            {total ?? (price ? t('bookingPanel.widget.per_night', { price }) : null)}
          </Text>
          <Button onClick={open}>{t('bookingPanel.widget.check_availability')}</Button>
        </Group>
      </Paper>
      <Drawer
        opened={opened && phone}
        onClose={close}
        position="bottom"
        size="92%"
        radius="lg"
        title={heading}
        closeButtonProps={{ 'aria-label': t('bookingPanel.widget.close') }}
        hiddenFrom="md"
      >
        <BookingForm listing={listing} state={state} />
      </Drawer>
    </>
  );
}
