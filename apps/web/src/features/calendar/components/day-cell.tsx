import { formatMoney } from '@gazda/i18n/format';
import type { CalendarDay } from '@gazda/contracts/calendar';
import type { LocalDate } from '@gazda/domain/dates';
import { memo, type PointerEvent } from 'react';
import { useLocale, useT } from '../../../lib/i18n';
import { compactMoneyParts, longDate } from '../utils/format';
import classes from './calendar-grid.module.css';
import { ReasonIcon, useReasonLabel } from './reason-label';

type DayCellProps = {
  date: LocalDate;
  day: CalendarDay | undefined;
  currency: string;
  /** The listing's general minimum stay: a day shows "min N" only above it. */
  defaultMinStay: number;
  rule: { name: string; color: string } | undefined;
  past: boolean;
  today: boolean;
  weekend: boolean;
  selected: boolean;
  onSelect: (date: LocalDate) => void;
  onDragStart: (date: LocalDate) => void;
  onPointerOver: (date: LocalDate) => void;
};

/** One day of the grid: a button, so a keyboard selects with Enter or Space like a click. */
export const DayCell = memo(function DayCell(props: DayCellProps) {
  const { date, day, currency, defaultMinStay, rule, past, today, weekend, selected } = props;
  const t = useT();
  const locale = useLocale();
  const reasonLabel = useReasonLabel();
  const unavailable = day !== undefined && !day.available;
  const reason = unavailable ? reasonLabel(day.reason, day.source_name) : null;
  const showMinStay = !past && !unavailable && day !== undefined && day.min_stay > defaultMinStay;
  const price = day && !past ? compactMoneyParts(day.price, currency, locale) : null;

  const label = [
    longDate(date, locale),
    past ? t('calendar.day.past') : null,
    day && !past ? formatMoney(day.price, currency, locale) : null,
    day?.special != null && !past ? t('calendar.day.special') : null,
    rule && !past ? t('calendar.day.rule', { name: rule.name }) : null,
    reason,
    showMinStay ? t('calendar.day.min_stay', { count: day.min_stay }) : null,
  ]
    .filter(Boolean)
    .join(', ');

  const className = [
    classes.day,
    weekend && classes.weekendDay,
    unavailable && classes.unavailable,
    past && classes.past,
    today && classes.today,
    selected && classes.selected,
  ]
    .filter(Boolean)
    .join(' ');

  function onPointerDown(event: PointerEvent) {
    if (past || event.pointerType === 'touch' || event.button !== 0) return;
    props.onDragStart(date);
  }

  return (
    <button
      type="button"
      className={className}
      disabled={past}
      aria-pressed={past ? undefined : selected}
      aria-label={label}
      title={reason ?? undefined}
      data-date={date}
      onClick={() => props.onSelect(date)}
      onPointerDown={onPointerDown}
      onPointerEnter={(event) => {
        if (!past && event.pointerType !== 'touch') props.onPointerOver(date);
      }}
    >
      <span className={classes.top}>
        <span className={classes.number}>{Number(date.slice(8))}</span>
        {unavailable ? <ReasonIcon reason={day.reason} className={classes.reasonIcon} /> : null}
      </span>
      {price ? (
        <span
          className={[
            classes.price,
            day?.special != null && classes.special,
            // Over five characters (`35,70 €`, `4.200 RSD`) a narrow cell drops the currency.
            price.before.length + price.amount.length + price.after.length > 5 && classes.long,
          ]
            .filter(Boolean)
            .join(' ')}
        >
          {price.before ? <span className={classes.currency}>{price.before}</span> : null}
          {price.amount}
          {price.after ? <span className={classes.currency}>{price.after}</span> : null}
        </span>
      ) : null}
      {showMinStay ? (
        <span className={classes.minStay}>
          {t('calendar.day.min_short', { count: day.min_stay })}
        </span>
      ) : null}
      {rule && !past ? (
        <span className={classes.ruleBar} style={{ background: rule.color }} aria-hidden />
      ) : null}
    </button>
  );
});
