import type { CalendarDay } from '@gazda/contracts/calendar';
import { formatMoney } from '@gazda/i18n/format';
import { memo, useRef, type CSSProperties } from 'react';
import { useLocale, useT } from '../../../lib/i18n';
import { compactMoneyParts, longDate } from '../utils/format';
import type { Cell } from '../utils/grid-selection';
import classes from './multi-calendar.module.css';
import { ReasonIcon, useReasonLabel } from './reason-label';

type MultiCellProps = {
  row: number;
  col: number;
  date: string;
  listingName: string;
  day: CalendarDay | undefined;
  currency: string;
  weekend: boolean;
  selected: boolean;
  active: boolean;
  style: CSSProperties;
  onPress: (cell: Cell, shift: boolean, touch: boolean) => void;
  onEnter: (cell: Cell) => void;
  onFocus: (cell: Cell) => void;
};

/**
 * One night of one listing: its price, minimum stay and, when unavailable, why (the label says
 * it all: listing, date, price, special price, reason, minimum stay). A button, so that it takes
 * the keyboard's focus; the grid moves that focus with the arrows (roving tabindex).
 */
export const MultiCell = memo(function MultiCell(props: MultiCellProps) {
  const { row, col, date, day, currency, weekend, selected, active } = props;
  const t = useT();
  const locale = useLocale();
  const reasonLabel = useReasonLabel();
  const unavailable = day !== undefined && !day.available;
  const reason = unavailable ? reasonLabel(day.reason, day.source_name) : null;
  const price = day ? compactMoneyParts(day.price, currency, locale) : null;
  const label = [
    props.listingName,
    longDate(date, locale),
    day
      ? day.price > 0
        ? formatMoney(day.price, currency, locale)
        : t('calendar.multi.no_price')
      : null,
    day?.special != null ? t('calendar.day.special') : null,
    reason,
    day ? t('calendar.day.min_stay', { count: day.min_stay }) : null,
  ]
    .filter(Boolean)
    .join(', ');
  const className = [
    classes.cell,
    weekend && classes.weekend,
    unavailable && classes.unavailable,
    selected && classes.selected,
  ]
    .filter(Boolean)
    .join(' ');
  const cell = { row, col };
  const touched = useRef(false);
  return (
    <button
      type="button"
      className={className}
      style={props.style}
      tabIndex={active ? 0 : -1}
      aria-pressed={selected}
      aria-label={label}
      title={reason ?? undefined}
      data-row={row}
      data-col={col}
      data-date={date}
      onPointerDown={(event) => {
        touched.current = event.pointerType === 'touch';
        if (touched.current || event.button !== 0) return;
        event.preventDefault();
        (event.currentTarget as HTMLButtonElement).focus({ preventScroll: true });
        props.onPress(cell, event.shiftKey, false);
      }}
      onFocus={() => props.onFocus(cell)}
      onPointerEnter={(event) => {
        if (event.pointerType !== 'touch') props.onEnter(cell);
      }}
      onClick={() => {
        // A mouse press is handled above, a key by the grid; a tap chooses a first, then a last.
        if (touched.current) props.onPress(cell, false, true);
        touched.current = false;
      }}
    >
      {price ? (
        <span
          className={[classes.price, day?.special != null && classes.special]
            .filter(Boolean)
            .join(' ')}
        >
          {price.before}
          {price.amount}
          {price.after}
        </span>
      ) : null}
      {day ? (
        <span className={classes.minStay}>
          {t('calendar.day.min_short', { count: day.min_stay })}
        </span>
      ) : null}
      {unavailable ? <ReasonIcon reason={day.reason} /> : null}
    </button>
  );
});
