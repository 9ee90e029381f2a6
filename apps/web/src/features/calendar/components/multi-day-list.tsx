import type { CalendarDay, MultiCalendarListing } from '@gazda/contracts/calendar';
import { isWeekendNight, type LocalDate } from '@gazda/domain/dates';
import { dateFormatter, formatMoney } from '@gazda/i18n/format';
import { useEffect, useRef, useState, type CSSProperties, type Dispatch } from 'react';
import { Link } from 'react-router';
import { useLocale, useT } from '../../../lib/i18n';
import { routePath } from '../../../lib/route-names';
import { longDate } from '../utils/format';
import {
  inBox,
  isGridKey,
  selectionBox,
  type GridSelectionAction,
  type GridSelectionState,
} from '../utils/grid-selection';
import { visibleRange } from '../utils/virtual-range';
import classes from './multi-calendar.module.css';
import { ReasonIcon, useReasonLabel } from './reason-label';

const ROW_H = 56;
const utc = (date: LocalDate) => new Date(`${date}T00:00:00Z`);

type MultiDayListProps = {
  listing: MultiCalendarListing;
  dates: LocalDate[];
  dayAt: (listingId: number, col: number) => CalendarDay | undefined;
  selection: GridSelectionState;
  dispatch: Dispatch<GridSelectionAction>;
  onColumns: (first: number, last: number) => void;
};

/** Up and down move through the days, as left and right do in the wide grid. */
const PHONE_KEYS: Record<string, string> = { ArrowUp: 'ArrowLeft', ArrowDown: 'ArrowRight' };

/**
 * The phone's multi-calendar: one listing (the switcher above chooses it), its days as a list,
 * virtualised; a tap chooses a first and then a last day, a booked night names its guest and
 * opens the booking.
 */
export function MultiDayList({
  listing,
  dates,
  dayAt,
  selection,
  dispatch,
  onColumns,
}: MultiDayListProps) {
  const t = useT();
  const locale = useLocale();
  const reasonLabel = useReasonLabel();
  const viewport = useRef<HTMLDivElement>(null);
  const [view, setView] = useState({ top: 0, height: 600 });

  useEffect(() => {
    const element = viewport.current;
    if (!element) return;
    let frame = 0;
    const measure = () => {
      frame = 0;
      setView({ top: element.scrollTop, height: element.clientHeight });
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(measure);
    };
    measure();
    element.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      element.removeEventListener('scroll', onScroll);
      if (frame) cancelAnimationFrame(frame);
    };
  }, []);

  const rows = visibleRange(view.top, view.height, ROW_H, dates.length, 4);
  useEffect(() => onColumns(rows.first, rows.last), [rows.first, rows.last, onColumns]);
  const activeCol = selection.active.col;
  const box = selectionBox(selection);
  const indexes = Array.from({ length: rows.last - rows.first + 1 }, (_, i) => rows.first + i);
  // The active day stays in the page, in order: React never moves (and so blurs) its button.
  if (!indexes.includes(activeCol))
    indexes.splice(activeCol < rows.first ? 0 : indexes.length, 0, activeCol);

  useEffect(() => {
    const element = viewport.current;
    if (!element || !element.contains(document.activeElement)) return;
    const y = activeCol * ROW_H;
    if (y < element.scrollTop) element.scrollTop = y;
    else if (y + ROW_H > element.scrollTop + element.clientHeight)
      element.scrollTop = y + ROW_H - element.clientHeight;
    element.querySelector<HTMLElement>(`[data-col="${activeCol}"]`)?.focus({ preventScroll: true });
  }, [activeCol]);

  return (
    <div
      ref={viewport}
      className={`${classes.viewport} ${classes.dayList}`}
      style={{ '--row-h': `${ROW_H}px` } as CSSProperties}
      role="group"
      aria-label={t('calendar.multi.grid_label')}
      onKeyDown={(event) => {
        if (!(event.target as HTMLElement).dataset.col) return;
        const key = PHONE_KEYS[event.key] ?? event.key;
        if (!isGridKey(key) || key === 'ArrowUp' || key === 'ArrowDown') return;
        event.preventDefault();
        dispatch({ type: 'key', key, shift: event.shiftKey, rows: 1, cols: dates.length });
      }}
    >
      <div className={classes.canvas} style={{ height: dates.length * ROW_H }}>
        {indexes.map((col) => {
          const date = dates[col]!;
          const day = dayAt(listing.id, col);
          const selected = inBox(box, 0, col);
          const reason = day && !day.available ? reasonLabel(day.reason, day.source_name) : null;
          const price = day ? formatMoney(day.price, listing.currency, locale) : null;
          const className = [
            classes.dayButton,
            isWeekendNight(date) && classes.weekend,
            day && !day.available && classes.unavailable,
            selected && classes.selected,
          ]
            .filter(Boolean)
            .join(' ');
          return (
            <div key={col} className={classes.dayRow} style={{ top: col * ROW_H }}>
              <button
                type="button"
                className={className}
                tabIndex={col === activeCol ? 0 : -1}
                aria-pressed={selected}
                aria-label={[
                  longDate(date, locale),
                  price,
                  reason,
                  day ? t('calendar.day.min_stay', { count: day.min_stay }) : null,
                ]
                  .filter(Boolean)
                  .join(', ')}
                title={reason ?? undefined}
                data-col={col}
                data-date={date}
                onClick={() => dispatch({ type: 'tap', cell: { row: 0, col } })}
                onFocus={() => dispatch({ type: 'focus', cell: { row: 0, col } })}
              >
                <span className={classes.dayDate}>
                  {dateFormatter(locale, 'weekday').format(utc(date))}{' '}
                  <strong>{dateFormatter(locale, 'shortDate').format(utc(date))}</strong>
                </span>
                <span className={classes.dayFacts}>
                  {day && !day.available ? <ReasonIcon reason={day.reason} /> : null}
                  <span>{price}</span>
                  {day ? (
                    <span className={classes.minStay}>
                      {t('calendar.day.min_short', { count: day.min_stay })}
                    </span>
                  ) : null}
                </span>
              </button>
              {day?.booking && day.booking.kind !== 'hold' ? (
                <Link
                  className={classes.dayBooking}
                  to={
                    day.booking.kind === 'reservation'
                      ? routePath('reservation.show', { id: day.booking.id })
                      : routePath('listing.reservation', {
                          categoryConst: listing.category,
                          id: listing.id,
                          reservationId: day.booking.id,
                        })
                  }
                >
                  {day.booking.guest_name}
                </Link>
              ) : day?.booking ? (
                <Link
                  className={classes.dayBooking}
                  to={routePath('inquiry.show', { id: day.booking.id })}
                >
                  {day.booking.guest_name}
                </Link>
              ) : null}
            </div>
          );
        })}
      </div>
    </div>
  );
}
