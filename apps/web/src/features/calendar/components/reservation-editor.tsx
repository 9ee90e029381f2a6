import { addDays, type LocalDate } from '@gazda/domain/dates';
import { formatDate } from '@gazda/i18n/format';
import { Alert, Anchor, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconArrowLeft, IconInfoCircle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { useLocale, useT } from '../../../lib/i18n';
import { routePath } from '../../../lib/route-names';
import { CenteredLoader } from '../../../ui/centered-loader';
import { notifySuccess } from '../../../ui/notify';
import { PageTitle } from '../../../ui/page-title';
import { calendarDaysExcludingQueryOptions } from '../api/get-calendar-days';
import { initDataQueryOptions } from '../api/get-init-data';
import { isFreeForHost } from '../utils/manual-reservation-form';
import { reservationsQueryOptions } from '../api/get-reservations';
import { browserToday, calendarWindow } from '../utils/calendar-window';
import { MONTH_PARAM } from '../hooks/use-month-param';
import { CancelManualReservation } from './cancel-manual-reservation';
import { ManualReservationForm } from './manual-reservation-form';

type ReservationEditorProps = {
  listingId: number;
  reservationId: number;
  categoryConst: string;
  /** Shown when the listing or the reservation is not the user's. */
  notFound: ReactNode;
};

/** How far back and ahead the reservation is looked for (the API allows two years at most). */
const LOOK_BACK_DAYS = 365;
const LOOK_AHEAD_DAYS = 366;

/**
 * Edits a manual reservation. Found among the listing's reservations (there is no GET of one);
 * the range picker greys the taken days from `GET calendar/{id}?excludeReservationID=`, where
 * this reservation's own nights count as free.
 */
export function ReservationEditor(props: ReservationEditorProps) {
  const { listingId, reservationId, categoryConst } = props;
  const t = useT();
  const locale = useLocale();
  const navigate = useNavigate();
  const [today] = useState(browserToday);
  const loaded = useMemo(() => calendarWindow(today), [today]);
  const initData = useQuery({
    ...initDataQueryOptions(listingId, locale),
    placeholderData: (previous) => previous,
  });
  const reservations = useQuery(
    reservationsQueryOptions(
      listingId,
      addDays(today, -LOOK_BACK_DAYS),
      addDays(today, LOOK_AHEAD_DAYS),
    ),
  );
  const days = useQuery(
    calendarDaysExcludingQueryOptions(listingId, reservationId, loaded.start, loaded.days),
  );
  const daysByDate = useMemo(
    () => new Map((days.data ?? []).map((day) => [day.date, day])),
    [days.data],
  );

  const calendarPath = (month?: string) =>
    routePath(
      'listing.calendar',
      { categoryConst, id: listingId },
      month ? { [MONTH_PARAM]: month } : undefined,
    );
  const back = (
    <Anchor component={Link} to={calendarPath()} size="sm" c="dark.6">
      <Group gap={4} component="span">
        <IconArrowLeft size={14} />
        {t('calendar.reservation.back')}
      </Group>
    </Anchor>
  );

  const error = initData.error ?? reservations.error ?? days.error;
  if (error) {
    if (error instanceof ApiError && error.status === 404) return props.notFound;
    return (
      <Alert color="red" title={t('calendar.load_error')} role="alert">
        <Stack align="flex-start" gap="sm">
          {error.message}
          <Button
            size="xs"
            onClick={() => {
              void initData.refetch();
              void reservations.refetch();
              void days.refetch();
            }}
          >
            {t('common.retry')}
          </Button>
        </Stack>
      </Alert>
    );
  }
  if (!initData.data || !reservations.data) return <CenteredLoader />;
  const reservation = reservations.data.find((r) => r.id === reservationId);
  if (!reservation) return props.notFound;

  const { listing } = initData.data;
  const guest = `${reservation.guest.first_name} ${reservation.guest.last_name}`.trim();
  const minDate: LocalDate =
    reservation.check_in < initData.data.today ? reservation.check_in : initData.data.today;

  let body: ReactNode;
  if (reservation.source !== 'manual')
    body = (
      <Alert color="blue" variant="light" icon={<IconInfoCircle size={18} />}>
        {t('calendar.reservation.not_manual')}
      </Alert>
    );
  else if (reservation.status !== 'confirmed')
    body = (
      <Alert color="yellow" variant="light" icon={<IconInfoCircle size={18} />}>
        {t('calendar.reservation.not_editable')}
      </Alert>
    );
  else if (!days.data) body = <CenteredLoader />;
  else
    body = (
      <Paper withBorder radius="lg" p="md" maw={520}>
        <Group justify="flex-end" mb="sm">
          <CancelManualReservation
            listingId={listingId}
            reservation={reservation}
            onCancelled={(cancelled) => void navigate(calendarPath(cancelled.check_in.slice(0, 7)))}
          />
        </Group>
        <ManualReservationForm
          listingId={listingId}
          currency={listing.currency}
          maxGuests={Math.max(1, listing.max_guests ?? 1)}
          stay={{ check_in: reservation.check_in, check_out: reservation.check_out }}
          reservation={reservation}
          datePicker={{
            available: (date) => isFreeForHost(daysByDate.get(date)),
            minDate,
            maxDate: loaded.end,
          }}
          onDone={(saved) => {
            notifySuccess(t('calendar.reservation.saved', { code: saved.code }));
            void navigate(calendarPath(saved.check_in.slice(0, 7)));
          }}
          onCancel={() => void navigate(calendarPath())}
        />
      </Paper>
    );

  return (
    <Stack gap="md">
      <Stack gap={6}>
        {back}
        <PageTitle
          title={t('calendar.reservation.title', { code: reservation.code })}
          description={listing.name}
        />
        <Text size="sm">
          {t('calendar.reservation.current', {
            from: formatDate(reservation.check_in, locale),
            to: formatDate(reservation.check_out, locale),
            guest,
          })}
        </Text>
      </Stack>
      {body}
    </Stack>
  );
}
