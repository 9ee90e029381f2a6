import type { CalendarDay, MultiCalendarListing } from '@gazda/contracts/calendar';
import { isWeekendNight, type LocalDate } from '@gazda/domain/dates';
import { useEffect, useRef, useState, type CSSProperties, type Dispatch } from 'react';
import { useT } from '../../../lib/i18n';
import { weekBars } from '../utils/booking-bars';
import {
  inBox,
  isGridKey,
  selectionBox,
  type Cell,
  type GridSelectionAction,
  type GridSelectionState,
} from '../utils/grid-selection';
import { visibleRange } from '../utils/virtual-range';
import { BookingBars } from './booking-bars';
import { MultiCell } from './multi-cell';
import { MultiDateHead } from './multi-date-head';
import { MultiListingHead } from './multi-listing-head';
import classes from './multi-calendar.module.css';

const CELL_W = 64;
const ROW_H = 64;
const HEAD_H = 44;
const NAME_W = 220;
/** Days either side of the view whose bookings name a bar's whole stay. */
const BAR_CONTEXT = 31;

type MultiGridProps = {
  listings: MultiCalendarListing[];
  dates: LocalDate[];
  dayAt: (listingId: number, col: number) => CalendarDay | undefined;
  selection: GridSelectionState;
  dispatch: Dispatch<GridSelectionAction>;
  /** The first and last column in view: the windows to load. */
  onColumns: (first: number, last: number) => void;
};

type View = { left: number; top: number; width: number; height: number };

/**
 * Listings as rows and days as columns, virtualised both ways: only the rows and columns in view
 * (and a few beyond) are in the page. A drag, a click and a Shift-click, or the keyboard choose
 * a block of cells (utils/grid-selection.ts); the active cell follows the keyboard into view.
 */
export function MultiGrid(props: MultiGridProps) {
  const { listings, dates, dayAt, selection, dispatch, onColumns } = props;
  const t = useT();
  const viewport = useRef<HTMLDivElement>(null);
  const [view, setView] = useState<View>({ left: 0, top: 0, width: 1200, height: 600 });
  const keyboard = useRef(false);

  useEffect(() => {
    const element = viewport.current;
    if (!element) return;
    let frame = 0;
    const measure = () => {
      frame = 0;
      // Not laid out yet (or no layout at all, as in jsdom): a desktop's view until it is.
      setView({
        left: element.scrollLeft,
        top: element.scrollTop,
        width: element.clientWidth || 1200,
        height: element.clientHeight || 600,
      });
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(measure);
    };
    measure();
    element.addEventListener('scroll', onScroll, { passive: true });
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(onScroll);
    observer?.observe(element);
    return () => {
      element.removeEventListener('scroll', onScroll);
      observer?.disconnect();
      if (frame) cancelAnimationFrame(frame);
    };
  }, []);

  useEffect(() => {
    const release = () => dispatch({ type: 'release' });
    window.addEventListener('pointerup', release);
    return () => window.removeEventListener('pointerup', release);
  }, [dispatch]);

  const cols = visibleRange(view.left, view.width - NAME_W, CELL_W, dates.length, 3);
  const rows = visibleRange(view.top, view.height - HEAD_H, ROW_H, listings.length, 2);
  useEffect(() => onColumns(cols.first, cols.last), [cols.first, cols.last, onColumns]);

  // The keyboard's active cell: into view, then focused (it is always rendered, below).
  // A filter may leave fewer rows than the active cell's: the last row takes the focus then.
  const activeRow = Math.max(0, Math.min(selection.active.row, listings.length - 1));
  const activeCol = Math.min(selection.active.col, dates.length - 1);
  useEffect(() => {
    const element = viewport.current;
    if (!keyboard.current || !element) return;
    keyboard.current = false;
    const x = activeCol * CELL_W;
    const y = activeRow * ROW_H;
    const width = element.clientWidth - NAME_W;
    const height = element.clientHeight - HEAD_H;
    if (x < element.scrollLeft) element.scrollLeft = x;
    else if (x + CELL_W > element.scrollLeft + width) element.scrollLeft = x + CELL_W - width;
    if (y < element.scrollTop) element.scrollTop = y;
    else if (y + ROW_H > element.scrollTop + height) element.scrollTop = y + ROW_H - height;
    element
      .querySelector<HTMLElement>(`[data-row="${activeRow}"][data-col="${activeCol}"]`)
      ?.focus({ preventScroll: true });
  }, [activeRow, activeCol]);

  const box = selectionBox(selection);
  const onPress = (cell: Cell, shift: boolean, touch: boolean) =>
    dispatch(touch ? { type: 'tap', cell } : { type: 'press', cell, shift });
  const onEnter = (cell: Cell) => dispatch({ type: 'enter', cell });
  const onFocus = (cell: Cell) => dispatch({ type: 'focus', cell });
  const firstInView = Math.min(Math.floor(view.left / CELL_W), dates.length - 1);

  const colIndexes = range(cols.first, cols.last);
  // The active cell stays in the page, in order: React never moves (and so blurs) its button.
  const rowIndexes = withIndex(range(rows.first, rows.last), activeRow, listings.length);

  const style = {
    '--cell-w': `${CELL_W}px`,
    '--row-h': `${ROW_H}px`,
    '--head-h': `${HEAD_H}px`,
    '--name-w': `${NAME_W}px`,
  } as CSSProperties;

  return (
    <div
      ref={viewport}
      className={classes.viewport}
      style={style}
      role="group"
      aria-label={t('calendar.multi.grid_label')}
      onKeyDown={(event) => {
        if (!(event.target as HTMLElement).dataset.col || !isGridKey(event.key)) return;
        event.preventDefault();
        keyboard.current = true;
        const action = { type: 'key' as const, key: event.key, shift: event.shiftKey };
        dispatch({ ...action, rows: listings.length, cols: dates.length });
      }}
    >
      <div
        className={classes.canvas}
        style={{ width: NAME_W + dates.length * CELL_W, height: HEAD_H + listings.length * ROW_H }}
      >
        <div className={classes.head} style={{ width: NAME_W + dates.length * CELL_W }}>
          <div className={classes.corner}>{t('calendar.multi.listing_column')}</div>
          {colIndexes.map((col) => (
            <MultiDateHead
              key={col}
              date={dates[col]!}
              first={col === firstInView}
              style={{ left: NAME_W + col * CELL_W }}
            />
          ))}
        </div>
        {rowIndexes.map((row) => {
          const listing = listings[row]!;
          const rowCols =
            row === activeRow ? withIndex(colIndexes, activeCol, dates.length) : colIndexes;
          return (
            <div
              key={listing.id}
              className={classes.row}
              style={{ top: HEAD_H + row * ROW_H, width: NAME_W + dates.length * CELL_W }}
            >
              <MultiListingHead listing={listing} />
              {rowCols.map((col) => (
                <MultiCell
                  key={col}
                  row={row}
                  col={col}
                  date={dates[col]!}
                  listingName={listing.name}
                  day={dayAt(listing.id, col)}
                  currency={listing.currency}
                  weekend={isWeekendNight(dates[col]!)}
                  selected={inBox(box, row, col)}
                  active={row === activeRow && col === activeCol}
                  style={{ left: NAME_W + col * CELL_W + 1 }}
                  onPress={onPress}
                  onEnter={onEnter}
                  onFocus={onFocus}
                />
              ))}
              <RowBars
                listing={listing}
                dates={dates}
                dayAt={dayAt}
                first={cols.first}
                last={cols.last}
              />
            </div>
          );
        })}
      </div>
    </div>
  );
}

/** `indexes` (ascending) with `index` among them, still ascending. */
function withIndex(indexes: number[], index: number, count: number): number[] {
  if (index >= count || indexes.includes(index)) return indexes;
  return [...indexes, index].sort((a, b) => a - b);
}

function range(first: number, last: number): number[] {
  return Array.from({ length: Math.max(0, last - first + 1) }, (_, i) => first + i);
}

type RowBarsProps = {
  listing: MultiCalendarListing;
  dates: LocalDate[];
  dayAt: MultiGridProps['dayAt'];
  first: number;
  last: number;
};

/** The stays of the columns in view, as the single calendar draws them (booking-bars.tsx). */
function RowBars({ listing, dates, dayAt, first, last }: RowBarsProps) {
  const byDate = new Map<LocalDate, CalendarDay>();
  const from = Math.max(0, first - BAR_CONTEXT);
  const to = Math.min(dates.length - 1, last + BAR_CONTEXT);
  for (let col = from; col <= to; col++) {
    const day = dayAt(listing.id, col);
    if (day) byDate.set(day.date, day);
  }
  const bars = weekBars(dates.slice(first, last + 1), byDate);
  if (bars.length === 0) return null;
  return (
    <div
      className={classes.bars}
      style={{ left: NAME_W + first * CELL_W, width: (last - first + 1) * CELL_W }}
    >
      <BookingBars
        bars={bars}
        listingId={listing.id}
        categoryConst={listing.category}
        cell={`${CELL_W}px`}
      />
    </div>
  );
}
