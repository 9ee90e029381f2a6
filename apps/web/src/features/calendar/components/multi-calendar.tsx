import type { MultiCalendarListing } from '@gazda/contracts/calendar';
import type { CategoryConst } from '@gazda/contracts/listings';
import { Alert, Group, Select, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useCallback, useReducer, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useT } from '../../../lib/i18n';
import { CenteredLoader } from '../../../ui/centered-loader';
import { GRID_DAYS, useMultiWindows, WINDOW_DAYS } from '../hooks/use-multi-windows';
import { browserToday } from '../utils/calendar-window';
import { emptyGridSelection, gridSelectionReducer, selectionBox } from '../utils/grid-selection';
import { MultiActions } from './multi-actions';
import { MultiDayList } from './multi-day-list';
import classes from './multi-calendar.module.css';
import { MultiGrid } from './multi-grid';

/** Days ahead of the view whose window is loaded before it scrolls in. */
const LOAD_AHEAD = 30;

const distinct = (values: (string | null)[]) =>
  [...new Set(values.filter((v): v is string => Boolean(v)))].sort((a, b) => a.localeCompare(b));

/**
 * /calendar: every listing of the host in one grid (issue #27): rows are listings, columns a
 * year of days from today, loaded 92 days at a time; a block of cells changes in one action.
 * Filters (category, city) are search params; a phone shows one listing at a time.
 */
export function MultiCalendar() {
  const t = useT();
  const [today] = useState(browserToday);
  const phone = !useMediaQuery('(min-width: 48em)', true);
  const [params, setParams] = useSearchParams();
  const [windows, setWindows] = useState<number[]>([0]);
  const onColumns = useCallback((first: number, last: number) => {
    const from = Math.floor(first / WINDOW_DAYS);
    const to = Math.floor(Math.min(last + LOAD_AHEAD, GRID_DAYS - 1) / WINDOW_DAYS);
    setWindows((current) => (current[0] === from && current[1] === to ? current : [from, to]));
  }, []);
  const { listings, dates, dayAt, error } = useMultiWindows(today, windows);
  const [selection, dispatch] = useReducer(gridSelectionReducer, emptyGridSelection);

  const category = params.get('category');
  const city = params.get('city');
  const rows = (listings ?? []).filter(
    (l) => (!category || l.category === category) && (!city || l.city === city),
  );
  const setFilter = (name: string, value: string | null) => {
    dispatch({ type: 'clear' });
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(name, value);
        else next.delete(name);
        return next;
      },
      { replace: true },
    );
  };

  const [phoneListing, setPhoneListing] = useState<number | null>(null);
  const shown: MultiCalendarListing | undefined =
    rows.find((l) => l.id === phoneListing) ?? rows[0];
  const box = selectionBox(selection);
  const chosen = box
    ? phone
      ? shown
        ? [shown]
        : []
      : rows.slice(box.rows[0], box.rows[1] + 1)
    : [];

  const actions =
    box && chosen.length > 0 && !selection.dragging ? (
      <MultiActions
        key={chosen.map((l) => l.id).join()}
        listings={chosen}
        from={dates[box.cols[0]]!}
        to={dates[box.cols[1]]!}
        onClear={() => dispatch({ type: 'clear' })}
      />
    ) : null;

  if (error) return <Alert color="red">{t('calendar.multi.empty')}</Alert>;
  if (!listings) return <CenteredLoader />;

  const all = t('calendar.multi.filter_all');
  return (
    <Stack gap="sm">
      <Title order={1} size="h2">
        {t('calendar.multi.title')}
      </Title>
      <Group gap="sm" align="flex-end">
        {phone ? (
          <Select
            label={t('calendar.multi.listing_switcher')}
            data={rows.map((l) => ({ value: String(l.id), label: l.name }))}
            value={shown ? String(shown.id) : null}
            onChange={(value) => {
              dispatch({ type: 'clear' });
              setPhoneListing(value ? Number(value) : null);
            }}
            allowDeselect={false}
            w="100%"
          />
        ) : null}
        <Select
          label={t('calendar.multi.filter_category')}
          data={[
            { value: '', label: all },
            ...distinct(listings.map((l) => l.category)).map((c) => ({
              value: c,
              label: t(`listings.category.${c as CategoryConst}`),
            })),
          ]}
          value={category ?? ''}
          onChange={(value) => setFilter('category', value)}
          allowDeselect={false}
          w={phone ? 'calc(50% - 6px)' : 200}
        />
        <Select
          label={t('calendar.multi.filter_city')}
          data={[{ value: '', label: all }, ...distinct(listings.map((l) => l.city))]}
          value={city ?? ''}
          onChange={(value) => setFilter('city', value)}
          allowDeselect={false}
          w={phone ? 'calc(50% - 6px)' : 200}
        />
      </Group>
      {phone && actions}
      {rows.length === 0 ? (
        <Text>{t('calendar.multi.empty')}</Text>
      ) : phone && shown ? (
        <MultiDayList
          key={shown.id}
          listing={shown}
          dates={dates}
          dayAt={dayAt}
          selection={selection}
          dispatch={dispatch}
          onColumns={onColumns}
        />
      ) : (
        <div className={classes.layout}>
          <MultiGrid
            listings={rows}
            dates={dates}
            dayAt={dayAt}
            selection={selection}
            dispatch={dispatch}
            onColumns={onColumns}
          />
          <aside className={classes.aside}>
            {actions ?? (
              <Text size="sm" c="dimmed">
                {t('calendar.multi.hint')}
              </Text>
            )}
          </aside>
        </div>
      )}
    </Stack>
  );
}
