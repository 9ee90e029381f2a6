import type {
  TvAdvance,
  TvCounters,
  TvDouble,
  TvInquiry,
  TvLatestItem,
} from '@gazda/contracts/admin';
import { UNRESOLVED_HOURS } from '@gazda/domain/booking-policy';
import { nameFor, type Locale } from '@gazda/i18n/locales';
import type { Deps } from '../../deps';
import { todayIn } from '../bookings/booking-service';
import { instantOfWallTime } from '../ical/zoned-time';
import {
  advanceRows,
  latestInquiryRows,
  latestReservationRows,
  tvCounts,
  unresolvedRows,
} from './admin-tv-repository';

/*
 * The operator's TV screens (issue 7). "Today" is the Belgrade date: the marketplace's listings
 * are in Serbia and the operators sit there. Lists are capped: a wall screen shows the top only.
 */

const OFFICE_ZONE = 'Europe/Belgrade';
const LIST_LIMIT = 50;
const LATEST_LIMIT = 12;
const HOUR_MS = 3_600_000;

function officeToday(now: Date) {
  const today = todayIn(OFFICE_ZONE, now);
  const [year, month, day] = today.split('-').map(Number) as [number, number, number];
  const start = instantOfWallTime({ year, month, day, hour: 0, minute: 0, second: 0 }, OFFICE_ZONE);
  return { today, dayStart: new Date(start) };
}

const iso = (value: Date | string) =>
  (value instanceof Date ? value : new Date(value)).toISOString();
const fullName = (first: string | null, last: string | null) =>
  [first, last].filter(Boolean).join(' ');

type HostColumns = {
  host_first_name: string;
  host_last_name: string;
  host_email: string;
  host_phone: string | null;
};
const hostOf = (row: HostColumns) => ({
  first_name: row.host_first_name,
  last_name: row.host_last_name,
  email: row.host_email,
  phone: row.host_phone,
});

export async function tvCounters(deps: Deps): Promise<TvCounters> {
  const now = deps.now();
  const { today, dayStart } = officeToday(now);
  const unresolvedBefore = new Date(now.getTime() - UNRESOLVED_HOURS * HOUR_MS);
  const c = await tvCounts(deps.db, { today, dayStart, unresolvedBefore });
  return {
    check_ins_today: c.checkIns,
    reservations_today: c.madeToday,
    listings_pending: c.pending,
    inquiries_unresolved: c.unresolved,
    advances_due: c.advances,
    ids_to_review: c.ids,
  };
}

export async function tvAdvances(deps: Deps, locale: Locale): Promise<TvAdvance[]> {
  const { today } = officeToday(deps.now());
  const rows = await advanceRows(deps.db, LIST_LIMIT);
  return rows.map((row) => ({
    id: row.id,
    code: row.code,
    listing: { id: row.listing_id, name: nameFor(locale, row) || '—' },
    guest_name: row.guest_name,
    host: hostOf(row),
    check_in: row.check_in,
    check_out: row.check_out,
    advance: row.advance,
    currency: row.currency,
    due_date: row.advance_due_date,
    overdue: row.advance_due_date !== null && row.advance_due_date < today,
    booked_at: iso(row.booked_at),
  }));
}

export async function tvUnresolvedInquiries(deps: Deps, locale: Locale): Promise<TvInquiry[]> {
  const now = deps.now();
  const before = new Date(now.getTime() - UNRESOLVED_HOURS * HOUR_MS);
  const rows = await unresolvedRows(deps.db, before, LIST_LIMIT);
  return rows.map((row) => ({
    id: row.id,
    code: row.code,
    listing: { id: row.listing_id, name: nameFor(locale, row) || '—' },
    guest_name: fullName(row.guest_first_name, row.guest_last_name),
    host: hostOf(row),
    check_in: row.check_in,
    check_out: row.check_out,
    guests: row.guests,
    created_at: iso(row.created_at),
    age_hours: Math.floor((now.getTime() - new Date(row.created_at).getTime()) / HOUR_MS),
  }));
}

export async function tvDouble(deps: Deps, locale: Locale): Promise<TvDouble> {
  const [reservations, inquiries] = await Promise.all([
    latestReservationRows(deps.db, LATEST_LIMIT),
    latestInquiryRows(deps.db, LATEST_LIMIT),
  ]);
  const item = (
    row: (typeof reservations)[number] | (typeof inquiries)[number],
    guestName: string,
  ): TvLatestItem => ({
    id: row.id,
    code: row.code,
    status: row.status,
    listing: { id: row.listing_id, name: nameFor(locale, row) || '—' },
    guest_name: guestName,
    check_in: row.check_in,
    check_out: row.check_out,
    guests: row.guests,
    total: row.total,
    currency: row.currency,
    at: iso(row.at),
  });
  return {
    reservations: reservations.map((row) => item(row, row.guest_name)),
    inquiries: inquiries.map((row) =>
      item(row, fullName(row.guest_first_name, row.guest_last_name)),
    ),
  };
}
