import type { DashboardSummary } from '@gazda/contracts/dashboard';
import { DASHBOARD_LIST_LIMIT } from '@gazda/contracts/dashboard-limit';
import { nameFor, type Locale } from '@gazda/i18n/locales';
import type { Deps } from '../../deps';
import { todayIn } from '../bookings/booking-service';
import { apartmentCount } from '../listings/listing-service';
import {
  listingStatusCounts,
  nextCheckIns,
  unpaidAdvances,
  waitingInquiries,
  type StayRow,
} from './dashboard-repository';

/*
 * "Today" for the check-ins: the earliest today among the zones listings use. Listings are in
 * Europe/Belgrade by default; a day's difference at the date line only shows a stay one day longer.
 */
const HOME_ZONE = 'Europe/Belgrade';

function stayRef(row: StayRow, locale: Locale) {
  return {
    id: row.id,
    code: row.code,
    listing_id: row.listing_id,
    listing_name: nameFor(locale, row),
    check_in: row.check_in,
    check_out: row.check_out,
    guests: row.guests,
  };
}

export async function dashboardSummary(
  deps: Deps,
  userId: number,
  locale: Locale,
): Promise<DashboardSummary> {
  const { db } = deps;
  const today = todayIn(HOME_ZONE, deps.now());
  const [apartments, checkIns, inquiries, advances, statuses] = await Promise.all([
    apartmentCount(db, userId),
    nextCheckIns(db, userId, today, DASHBOARD_LIST_LIMIT),
    waitingInquiries(db, userId, DASHBOARD_LIST_LIMIT),
    unpaidAdvances(db, userId, DASHBOARD_LIST_LIMIT),
    listingStatusCounts(db, userId),
  ]);
  const byStatus = { draft: 0, pending: 0, pending_fix: 0, listed: 0, unlisted: 0 };
  for (const { status, count } of statuses) {
    if (status in byStatus) byStatus[status as keyof typeof byStatus] = count;
  }
  return {
    apartment_count: apartments,
    next_check_ins: checkIns.map((row) => ({
      ...stayRef(row, locale),
      guest_name: row.guest_name,
    })),
    inquiries_waiting: {
      count: inquiries.count,
      items: inquiries.items.map((row) => ({
        ...stayRef(row, locale),
        created_at: new Date(row.created_at).toISOString(),
      })),
    },
    listings_by_status: byStatus,
    unpaid_advances: {
      count: advances.count,
      items: advances.items.map((row) => ({
        ...stayRef(row, locale),
        guest_name: row.guest_name,
        advance: { amount: row.advance, currency: row.currency },
        advance_due_date: row.advance_due_date,
      })),
    },
  };
}
