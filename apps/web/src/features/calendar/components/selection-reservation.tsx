import type { CalendarDay, CalendarInitData, Reservation } from '@gazda/contracts/calendar';
import { addDays, eachNight, type LocalDate } from '@gazda/domain/dates';
import { Anchor, Button, Divider, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { IconCalendarPlus, IconPencil } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { useT } from '../../../lib/i18n';
import { routePath } from '../../../lib/route-names';
import { whenIdle } from '../../../lib/when-idle';
import { notifySuccess } from '../../../ui/notify';
import { reservationsQueryOptions } from '../api/get-reservations';
import { calendarWindow } from '../utils/calendar-window';
import { isFreeForHost } from '../utils/manual-reservation-form';
import { stayOfSelection, type DayRange } from '../utils/selection';
import { CancelManualReservation } from './cancel-manual-reservation';

/*
 * The form (react-hook-form, zod, the date picker) is not in the Selection tab's download: it is
 * fetched when the "Add a reservation" button shows and the page is idle, or at once on a click.
 */
const loadForm = () => import('./manual-reservation-form');
const ManualReservationForm = lazy(() =>
  loadForm().then((module) => ({ default: module.ManualReservationForm })),
);

/** The adding form's height (name, guests, total, comment, buttons): its place while it loads. */
const FORM_HEIGHT = 330;

type SelectionReservationProps = {
  listingId: number;
  categoryConst: string;
  initData: CalendarInitData;
  daysByDate: ReadonlyMap<LocalDate, CalendarDay>;
  selection: DayRange;
};

/** Only a confirmed manual reservation is edited on its own screen. */
const editable = (reservation: Reservation) =>
  reservation.source === 'manual' && reservation.status === 'confirmed';

/**
 * The Selection tab's reservation part: free future nights can be reserved for the host's own
 * guest; a selected night of a manual reservation links to its edit screen.
 */
export function SelectionReservation(props: SelectionReservationProps) {
  const { listingId, categoryConst, initData, daysByDate, selection } = props;
  const t = useT();
  const [adding, setAdding] = useState(false);
  const dates = eachNight(selection.from, addDays(selection.to, 1));
  const reservedDates = dates.filter((date) => daysByDate.get(date)?.reason === 'reservation');
  // The host's own guest may take the preparation nights the rules keep free; the form warns.
  const canAdd =
    selection.from >= initData.today && dates.every((date) => isFreeForHost(daysByDate.get(date)));

  // The editor's window of days: which reservation each reserved night belongs to.
  const window = useMemo(() => calendarWindow(initData.today), [initData.today]);
  const reservations = useQuery({
    ...reservationsQueryOptions(listingId, window.start, addDays(window.end, -1)),
    enabled: reservedDates.length > 0,
  });
  useEffect(() => (canAdd ? whenIdle(() => void loadForm()) : undefined), [canAdd]);
  const linked = (reservations.data ?? []).filter(
    (reservation) =>
      editable(reservation) &&
      reservedDates.some((date) => reservation.check_in <= date && date < reservation.check_out),
  );

  if (!canAdd && linked.length === 0 && reservedDates.length === 0) return null;

  return (
    <>
      <Divider label={t('calendar.manual.title')} labelPosition="left" />
      {linked.map((reservation) => (
        <Stack key={reservation.id} gap={6} align="flex-start">
          <Anchor
            component={Link}
            to={routePath('listing.reservation', {
              categoryConst,
              id: listingId,
              reservationId: reservation.id,
            })}
            size="sm"
          >
            <IconPencil size={14} aria-hidden />{' '}
            {t('calendar.manual.edit_link', { code: reservation.code })}
          </Anchor>
          <CancelManualReservation listingId={listingId} reservation={reservation} />
        </Stack>
      ))}
      {!canAdd ? (
        linked.length === 0 ? (
          <Text size="xs" c="dimmed">
            {t('calendar.manual.only_free')}
          </Text>
        ) : null
      ) : adding ? (
        <Paper withBorder radius="md" p="sm">
          <Suspense fallback={<Skeleton height={FORM_HEIGHT} radius="md" />}>
            <ManualReservationForm
              listingId={listingId}
              currency={initData.listing.currency}
              maxGuests={Math.max(1, initData.listing.max_guests ?? 1)}
              stay={stayOfSelection(selection)}
              onDone={(reservation) => {
                notifySuccess(t('calendar.manual.created', { code: reservation.code }));
                setAdding(false);
              }}
              onCancel={() => setAdding(false)}
            />
          </Suspense>
        </Paper>
      ) : (
        <Stack gap={4}>
          <Button
            variant="light"
            leftSection={<IconCalendarPlus size={16} />}
            onClick={() => setAdding(true)}
          >
            {t('calendar.manual.add')}
          </Button>
          <Text size="xs" c="dimmed">
            {t('calendar.manual.no_fee')}
          </Text>
        </Stack>
      )}
    </>
  );
}
