import type { DashboardToday, TodayStay } from '@gazda/contracts/dashboard';
import { answerDeadline } from '@gazda/domain/booking-policy';
import { addDays, localDateAt } from '@gazda/domain/dates';
import { isMessageKey, type MessageKey } from '@gazda/i18n/catalog';
import { nameFor, type Locale } from '@gazda/i18n/locales';
import { createTranslator } from '@gazda/i18n/translate';
import type { Deps } from '../../deps';
import {
  failingImports,
  pendingInquiries,
  reservationsAround,
  type TodayReservationRow,
} from './dashboard-today-repository';

function stay(row: TodayReservationRow, locale: Locale): TodayStay {
  return {
    id: row.id,
    code: row.code,
    listing_id: row.listing_id,
    listing_name: nameFor(locale, row),
    check_in: row.check_in,
    check_out: row.check_out,
    guests: row.guests,
    guest_name: row.guest_name,
  };
}

function dayOf(date: string, today: string): 'today' | 'tomorrow' | null {
  if (date === today) return 'today';
  return date === addDays(today, 1) ? 'tomorrow' : null;
}

/** As the calendar's import list says it (ical-sync/ical-import-presenter.ts), an unknown code as "not reached". */
function feedErrorKey(code: string): MessageKey {
  const key = `calendar.ical_error.${code}`;
  return isMessageKey(key) ? key : 'calendar.ical_error.network';
}

const overdue = (row: TodayReservationRow, today: string) =>
  row.source === 'platform' &&
  !row.advance_paid &&
  row.advance > 0 &&
  row.advance_due_date !== null &&
  row.advance_due_date < today;

/**
 * GET dashboard/today: arrivals and departures today and tomorrow, who stays tonight, overdue
 * advances, unanswered inquiries with their deadline, failing iCal feeds. "Today" is each
 * listing's own, in its zone (Europe/Belgrade unless set otherwise).
 */
export async function dashboardToday(
  deps: Deps,
  userId: number,
  locale: Locale,
): Promise<DashboardToday> {
  const now = deps.now();
  // A day each side of UTC's today covers every zone's today and tomorrow.
  const utcToday = localDateAt(now.getTime(), 'UTC');
  const [reservations, inquiries, feeds] = await Promise.all([
    reservationsAround(deps.db, userId, addDays(utcToday, -1), addDays(utcToday, 3)),
    pendingInquiries(deps.db, userId),
    failingImports(deps.db, userId),
  ]);
  const today: DashboardToday = {
    arrivals: [],
    departures: [],
    staying: [],
    overdue_advances: [],
    waiting_inquiries: [],
    failing_feeds: [],
  };
  for (const row of reservations) {
    const listingToday = localDateAt(now.getTime(), row.time_zone);
    const arrival = dayOf(row.check_in, listingToday);
    const departure = dayOf(row.check_out, listingToday);
    if (arrival) today.arrivals.push({ ...stay(row, locale), day: arrival });
    if (departure) today.departures.push({ ...stay(row, locale), day: departure });
    if (row.check_in <= listingToday && row.check_out > listingToday)
      today.staying.push(stay(row, locale));
    if (overdue(row, listingToday))
      today.overdue_advances.push({
        ...stay(row, locale),
        advance: { amount: row.advance, currency: row.currency },
        advance_due_date: row.advance_due_date ?? '',
      });
  }
  today.departures.sort((a, b) => a.check_out.localeCompare(b.check_out) || a.id - b.id);
  today.waiting_inquiries = inquiries.map((row) => ({
    id: row.id,
    code: row.code,
    listing_id: row.listing_id,
    listing_name: nameFor(locale, row),
    check_in: row.check_in,
    check_out: row.check_out,
    guests: row.guests,
    answer_by: answerDeadline(new Date(row.created_at)).toISOString(),
  }));
  const t = createTranslator(locale);
  today.failing_feeds = feeds.map((row) => ({
    id: row.id,
    listing_id: row.listing_id,
    listing_name: nameFor(locale, row),
    category: row.category,
    name: row.name,
    error: t(feedErrorKey(row.last_error ?? ''), { status: row.last_error_status ?? 0 }),
    error_code: row.last_error ?? '',
    last_attempt_at: row.last_attempt_at ? new Date(row.last_attempt_at).toISOString() : null,
  }));
  return today;
}
