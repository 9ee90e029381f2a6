import type { CalendarDayBooking } from '@gazda/contracts/calendar';
import type { LocalDate } from '@gazda/domain/dates';
import { dateFormatter } from '@gazda/i18n/format';
import type { Locale } from '@gazda/i18n/locales';
import type { CSSProperties } from 'react';
import { Link } from 'react-router';
import { useLocale, useT } from '../../../lib/i18n';
import { routePath } from '../../../lib/route-names';
import type { BookingBar } from '../utils/booking-bars';
import classes from './calendar-grid.module.css';

type BookingBarsProps = {
  bars: readonly BookingBar[];
  listingId: number;
  categoryConst: string;
  /** One column's width where the row is no 7-day week (the multi-calendar's fixed columns). */
  cell?: string;
};

const kindClass = {
  reservation: classes.barReservation,
  manual: classes.barManual,
  hold: classes.barHold,
  ical: classes.barIcal,
};

/** Where a booking opens: a platform reservation, an inquiry, or the manual one's edit screen. */
function bookingPath(booking: CalendarDayBooking, listingId: number, categoryConst: string) {
  switch (booking.kind) {
    case 'reservation':
      return routePath('reservation.show', { id: booking.id });
    case 'hold':
      return routePath('inquiry.show', { id: booking.id });
    case 'manual':
      return routePath('listing.reservation', {
        categoryConst,
        id: listingId,
        reservationId: booking.id,
      });
  }
}

/** `12–15. mar` / `Mar 12 – 15`: the first night to the check-out. */
function stayDates(from: LocalDate, to: LocalDate, locale: Locale): string {
  const utc = (date: LocalDate) => new Date(`${date}T00:00:00Z`);
  return dateFormatter(locale, 'shortDate').formatRange(utc(from), utc(to));
}

/**
 * The named bars of one week row, over its day buttons: a booking's bar is a link to it (Tab
 * reaches it after the week's days), an iCal import's bar only names the import.
 */
export function BookingBars({ bars, listingId, categoryConst, cell }: BookingBarsProps) {
  const t = useT();
  const locale = useLocale();
  return bars.map((bar) => {
    const style = {
      '--column': bar.column,
      '--span': bar.span,
      ...(cell ? { '--cell': cell } : {}),
    } as CSSProperties;
    const dates = stayDates(bar.from, bar.to, locale);
    const className = `${classes.bar} ${kindClass[bar.booking?.kind ?? 'ical']}`;
    if (!bar.booking)
      return (
        <span
          key={bar.key}
          className={className}
          style={style}
          title={t('calendar.bar.ical', { name: bar.name, dates })}
        >
          {bar.name}
        </span>
      );
    const label = t(`calendar.bar.${bar.booking.kind}`, { name: bar.name, dates });
    return (
      <Link
        key={bar.key}
        to={bookingPath(bar.booking, listingId, categoryConst)}
        className={className}
        style={style}
        aria-label={label}
        title={label}
        data-booking={`${bar.booking.kind}-${bar.booking.id}`}
      >
        {bar.name}
      </Link>
    );
  });
}
