import { Alert, Button, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { ApiError } from '../../../lib/api-client';
import { useLocale, useT } from '../../../lib/i18n';
import { CenteredLoader } from '../../../ui/centered-loader';
import { calendarDaysQueryOptions } from '../api/get-calendar-days';
import { initDataQueryOptions } from '../api/get-init-data';
import { browserToday, calendarWindow } from '../utils/calendar-window';
import { CalendarWorkspace } from './calendar-workspace';

type CalendarEditorProps = {
  listingId: number;
  categoryConst: string;
  /** Shown when the listing is not the user's (the server answers 404 for it). */
  notFound: ReactNode;
};

/** Loads the calendar of a listing (init-data and a year of days, in parallel) and shows the editor. */
export function CalendarEditor({ listingId, categoryConst, notFound }: CalendarEditorProps) {
  const t = useT();
  const [loaded] = useState(() => calendarWindow(browserToday()));
  const locale = useLocale();
  // placeholderData: a language switch keeps the editor on screen while the new texts load.
  const initData = useQuery({
    ...initDataQueryOptions(listingId, locale),
    placeholderData: (previous) => previous,
  });
  const days = useQuery(calendarDaysQueryOptions(listingId, loaded.start, loaded.days));

  const error = initData.error ?? days.error;
  if (error) {
    if (error instanceof ApiError && error.status === 404) return notFound;
    return (
      <Alert color="red" title={t('calendar.load_error')} role="alert">
        <Stack align="flex-start" gap="sm">
          {error.message}
          <Button
            size="xs"
            onClick={() => {
              void initData.refetch();
              void days.refetch();
            }}
          >
            {t('common.retry')}
          </Button>
        </Stack>
      </Alert>
    );
  }
  if (!initData.data || !days.data) return <CenteredLoader />;

  return (
    <CalendarWorkspace
      listingId={listingId}
      categoryConst={categoryConst}
      initData={initData.data}
      days={days.data}
      loaded={loaded}
    />
  );
}
