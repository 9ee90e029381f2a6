import type { CalendarDay, CalendarInitData } from '@gazda/contracts/calendar';
import { addDays } from '@gazda/domain/dates';
import { Grid, Group, Paper, SimpleGrid, Stack } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { useEffect, useMemo, useState } from 'react';
import { useT } from '../../../lib/i18n';
import { useIdleImport } from '../../../lib/use-idle-import';
import { whenIdle } from '../../../lib/when-idle';
import { Deferred } from '../../../ui/deferred';
import { useMonthParam } from '../hooks/use-month-param';
import { useRangeSelection } from '../hooks/use-range-selection';
import { useSwipe } from '../hooks/use-swipe';
import type { CalendarWindow } from '../utils/calendar-window';
import { addMonths } from '../utils/month';
import { CalendarHeader } from './calendar-header';
import { CalendarLegend } from './calendar-legend';
import { MonthGrid } from './month-grid';
import { MonthNavigation } from './month-navigation';
import { PhoneSelectionBar } from './phone-selection-bar';
import type { PreviewStay } from './pricing-preview-tab';
import { loadSelectionTab, SidePanel, type PanelTab } from './side-panel';

type CalendarWorkspaceProps = {
  listingId: number;
  categoryConst: string;
  initData: CalendarInitData;
  days: CalendarDay[];
  loaded: CalendarWindow;
};

const media = { getInitialValueInEffect: false } as const;

const loadSheet = () => import('./selection-sheet');

/**
 * The editor's layout: wide screens show two months beside the panel, medium screens one month
 * beside it, phones one month (swipe for the next) with the panel as a bottom sheet. The months
 * render first; the legend and the panel each a task later, the panel's tabs' forms when shown
 * (issue #9).
 */
export function CalendarWorkspace(props: CalendarWorkspaceProps) {
  const { listingId, initData, days, loaded } = props;
  const t = useT();
  const wide = useMediaQuery('(min-width: 75em)', false, media);
  const phone = !useMediaQuery('(min-width: 48em)', true, media);
  const [month, setMonth] = useMonthParam(loaded.firstMonth, loaded.lastMonth);
  const lastFirst = wide ? addMonths(loaded.lastMonth, -1) : loaded.lastMonth;
  const first = month > lastFirst ? lastFirst : month;
  const visible = wide ? [first, addMonths(first, 1)] : [first];

  const [tab, setTab] = useState<PanelTab>('selection');
  const [sheetOpened, sheet] = useDisclosure(false);
  // A phone's sheet: its code is fetched when the page is idle, or at once when a day is chosen.
  const sheetModule = useIdleImport(loadSheet, sheetOpened, phone);
  const [preview, setPreview] = useState<PreviewStay>({ dates: [null, null], guests: 1 });
  const { state, handlers, selected } = useRangeSelection((range) => {
    setPreview((current) => ({ ...current, dates: [range.from, addDays(range.to, 1)] }));
    setTab((current) => (current === 'preview' ? current : 'selection'));
    if (phone) sheet.open();
  });
  const swipe = useSwipe(
    () => setMonth(addMonths(first, 1)),
    () => setMonth(addMonths(first, -1)),
  );

  // The panel's tabs load their code when shown (side-panel): the Selection tab's, which the first
  // chosen day shows, is fetched once the page is idle, so a click rarely waits for it.
  useEffect(() => whenIdle(() => void loadSelectionTab()), []);

  const daysByDate = useMemo(() => new Map(days.map((day) => [day.date, day])), [days]);
  const rulesById = useMemo(
    () => new Map(initData.rules.map((rule) => [rule.id, rule])),
    [initData.rules],
  );

  const panel = (
    <SidePanel
      listingId={listingId}
      categoryConst={props.categoryConst}
      initData={initData}
      days={days}
      daysByDate={daysByDate}
      selection={selected}
      onClearSelection={handlers.clear}
      tab={tab}
      onTabChange={setTab}
      preview={preview}
      onPreviewChange={setPreview}
    />
  );

  return (
    <Stack gap="md" pb={phone ? 72 : 0}>
      <CalendarHeader
        listingId={listingId}
        categoryConst={props.categoryConst}
        name={initData.listing.name}
      />
      <Grid gutter="lg">
        <Grid.Col key="months" span={{ base: 12, sm: 7, lg: 8 }}>
          <Paper withBorder radius="lg" p={{ base: 'xs', sm: 'md' }}>
            <Stack gap="sm">
              <Group justify="center">
                <MonthNavigation
                  month={first}
                  first={loaded.firstMonth}
                  last={lastFirst}
                  onChange={setMonth}
                />
              </Group>
              <SimpleGrid
                cols={visible.length}
                spacing="lg"
                onTouchStart={phone ? swipe.onTouchStart : undefined}
                onTouchEnd={phone ? swipe.onTouchEnd : undefined}
                aria-label={t('calendar.grid_label')}
                role="group"
              >
                {visible.map((value) => (
                  <MonthGrid
                    key={value}
                    month={value}
                    listingId={listingId}
                    categoryConst={props.categoryConst}
                    daysByDate={daysByDate}
                    rulesById={rulesById}
                    currency={initData.listing.currency}
                    defaultMinStay={initData.listing.min_stay}
                    today={initData.today}
                    highlighted={state.range}
                    onSelect={handlers.select}
                    onDragStart={handlers.dragStart}
                    onPointerOver={handlers.pointerOver}
                  />
                ))}
              </SimpleGrid>
              <Deferred>
                <CalendarLegend rules={initData.rules} />
              </Deferred>
            </Stack>
          </Paper>
        </Grid.Col>
        {phone ? null : (
          <Grid.Col key="side" span={{ base: 12, sm: 5, lg: 4 }}>
            {/* Sticky and scrolling inside itself: a long tab never moves the grid under the pointer. */}
            <Deferred>
              <Paper
                withBorder
                radius="lg"
                p="md"
                pos="sticky"
                top={76}
                mah="calc(100dvh - 92px)"
                style={{ overflowY: 'auto' }}
              >
                {panel}
              </Paper>
            </Deferred>
          </Grid.Col>
        )}
      </Grid>
      {phone ? (
        <>
          <PhoneSelectionBar
            selection={selected}
            daysByDate={daysByDate}
            currency={initData.listing.currency}
            onOpen={sheet.open}
            onClear={handlers.clear}
          />
          {sheetModule ? (
            <sheetModule.SelectionSheet opened={sheetOpened} onClose={sheet.close}>
              {panel}
            </sheetModule.SelectionSheet>
          ) : null}
        </>
      ) : null}
    </Stack>
  );
}
