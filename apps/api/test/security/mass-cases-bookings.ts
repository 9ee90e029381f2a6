import { guestRegistrationPaths } from '@gazda/contracts/guest-registration';
import { calendarPaths } from '@gazda/contracts/paths';
import { book, guest, inquire, inquiryHost, instantHost, stay } from '../bookings/fixtures';
import { domestic } from '../guest-registration/fixtures';
import { as, expectStatus } from '../helpers/calendar-fixtures';
import type { Route } from './authz-world';
import { db, LONG_AGO, out, type Case, type Forbidden } from './mass-common';

/** Mass assignment on the calendar (days, rules, manual stays) and on bookings and inquiries. */
export function bookingCases({ v, rule, booking }: Forbidden): Record<Route, Case> {
  return {
    ...calendarCases(v, rule, booking),
    ...guestCases(booking),
    ...registrationCases(),
  };
}

/** Guest registration (issue #30): the guests' details and the host's eTurista tick. */
function registrationCases(): Record<Route, Case> {
  const extras = {
    id: 999_999,
    reservation_id: 1,
    position: 42,
    details_updated_at: LONG_AGO,
    eturista_registered_at: LONG_AGO,
    erased_at: LONG_AGO,
  };
  const rows = async (id: number) => {
    const database = await db();
    return [
      ...(await database
        .selectFrom('reservation_guests')
        .selectAll()
        .where('reservation_id', '=', id)
        .execute()),
      ...(await database
        .selectFrom('reservation_registrations')
        .selectAll()
        .where('reservation_id', '=', id)
        .execute()),
    ];
  };
  const booked = async () => {
    const host = await instantHost();
    const g = await guest();
    const id = expectStatus(await book(g, host.listingId), 201).body.data.id as number;
    return { host, g, id };
  };
  return {
    'PUT /api/my-travel/reservations/{id}/guests': {
      extras,
      run: async (extra) => {
        const { g, id } = await booked();
        const answer = await as(g, 'PUT', guestRegistrationPaths.tripGuests(id), {
          guests: [{ ...domestic, ...extra }],
          ...extra,
        });
        return out(answer, await rows(id));
      },
    },
    'POST /api/reservations/{id}/eturista': {
      extras,
      run: async (extra) => {
        const { host, id } = await booked();
        const answer = await as(host, 'POST', guestRegistrationPaths.eturista(id), {
          registered: true,
          ...extra,
        });
        return out(answer, await rows(id));
      },
    },
  };
}

function calendarCases(
  v: { listing: number },
  rule: Record<string, unknown>,
  booking: Record<string, unknown>,
): Record<Route, Case> {
  const ruleBody = { name: 'Leto', color: '#112233', min_stay: 3, price_percent: 15 };
  const manual = {
    check_in: '2027-09-01',
    check_out: '2027-09-04',
    guests: 2,
    guest_name: 'Ana',
    comment: 'tel',
    total: 30000,
  };
  // The host types a manual stay's total; its source is `manual` by nature.
  const { total: _t, total_price: _tp, ...rest } = booking;
  const manualExtras = { ...rest, source: 'platform' };
  const rows = async (table: 'calendar_rules' | 'calendar_days' | 'reservations', ids: number[]) =>
    (await db()).selectFrom(table).selectAll().where('listing_id', 'in', ids).execute();
  return {
    'PUT /api/calendar/{id}/days': {
      extras: { listing_id: v.listing, special_price: 1, date: '2001-01-01', created_at: LONG_AGO },
      run: async (extras) => {
        const host = await instantHost();
        const answer = await as(host, 'PUT', calendarPaths.putDays(host.listingId), {
          from: '2027-08-01',
          to: '2027-08-02',
          price: 7000,
          ...extras,
        });
        return out(answer, await rows('calendar_days', [host.listingId, v.listing]));
      },
    },
    'PUT /api/calendar/multi/days': {
      extras: { listing_id: v.listing, special_price: 1, date: '2001-01-01', created_at: LONG_AGO },
      run: async (extras) => {
        const host = await instantHost();
        const answer = await as(host, 'PUT', calendarPaths.multiDays, {
          listing_ids: [host.listingId],
          from: '2027-08-01',
          to: '2027-08-02',
          price: 7000,
          ...extras,
        });
        return out(answer, await rows('calendar_days', [host.listingId, v.listing]));
      },
    },
    'POST /api/calendar/{id}/reservations/{reservationId}/cancel': {
      // `status` is the cancel's own outcome; every other column must stay as it was.
      extras: (({ status: _s, ...others }: Record<string, unknown>) => others)(manualExtras),
      run: async (extras) => {
        const host = await instantHost();
        const id = expectStatus(
          await as(host, 'POST', calendarPaths.manualReservations(host.listingId), manual),
          201,
        ).body.data.id as number;
        const answer = await as(
          host,
          'POST',
          calendarPaths.cancelManualReservation(host.listingId, id),
          { reason: 'Gost je otkazao', ...extras },
        );
        return out(answer, await rows('reservations', [host.listingId]));
      },
    },
    'POST /api/calendar/rules/{id}': {
      extras: rule,
      run: async (extras) => {
        const host = await instantHost();
        const answer = await as(host, 'POST', calendarPaths.rules(host.listingId), {
          ...ruleBody,
          ...extras,
        });
        return out(answer, await rows('calendar_rules', [host.listingId, v.listing]));
      },
    },
    'PUT /api/calendar/rules/{id}/{ruleId}': {
      extras: rule,
      run: async (extras) => {
        const host = await instantHost();
        const id = expectStatus(
          await as(host, 'POST', calendarPaths.rules(host.listingId), ruleBody),
          201,
        ).body.data.id;
        const answer = await as(host, 'PUT', calendarPaths.rule(host.listingId, id), {
          ...ruleBody,
          name: 'Zima',
          ...extras,
        });
        return out(answer, await rows('calendar_rules', [host.listingId, v.listing]));
      },
    },
    'POST /api/calendar/{id}/reservations': {
      extras: manualExtras,
      run: async (extras) => {
        const host = await instantHost();
        const answer = await as(host, 'POST', calendarPaths.manualReservations(host.listingId), {
          ...manual,
          ...extras,
        });
        return out(answer, await rows('reservations', [host.listingId]));
      },
    },
    'PUT /api/calendar/{id}/reservations/{reservationId}': {
      extras: manualExtras,
      run: async (extras) => {
        const host = await instantHost();
        const id = expectStatus(
          await as(host, 'POST', calendarPaths.manualReservations(host.listingId), manual),
          201,
        ).body.data.id;
        const answer = await as(host, 'PUT', calendarPaths.manualReservation(host.listingId, id), {
          ...manual,
          guests: 3,
          ...extras,
        });
        return out(answer, await rows('reservations', [host.listingId]));
      },
    },
  };
}

function guestCases(booking: Record<string, unknown>): Record<Route, Case> {
  const reservations = async (listingId: number) =>
    (await db())
      .selectFrom('reservations')
      .selectAll()
      .where('listing_id', '=', listingId)
      .execute();
  const inquiries = async (listingId: number) =>
    (await db()).selectFrom('inquiries').selectAll().where('listing_id', '=', listingId).execute();
  return {
    'POST /api/public/ads/{id}/reservations': {
      extras: booking,
      run: async (extras) => {
        const host = await instantHost();
        const answer = await book(await guest(), host.listingId, { ...stay, ...extras });
        return out(answer, await reservations(host.listingId));
      },
    },
    'POST /api/public/ads/{id}/inquiries': {
      extras: { ...booking, status: 'confirmed' },
      run: async (extras) => {
        const host = await inquiryHost();
        const answer = await inquire(await guest(), host.listingId, { ...stay, ...extras });
        return out(answer, await inquiries(host.listingId));
      },
    },
    'POST /api/inquiries/{id}/answer': {
      extras: { ...booking, status: 'confirmed' },
      run: async (extras) => {
        const host = await inquiryHost();
        const id = expectStatus(await inquire(await guest(), host.listingId), 201).body.data.id;
        const answer = await as(host, 'POST', `/api/inquiries/${id}/answer`, {
          available: true,
          message: 'Dobrodošli',
          ...extras,
        });
        return out(answer, await inquiries(host.listingId));
      },
    },
    ...hostStepCases(booking, reservations),
  };
}

/** The host's no-show report and cancel request: a reason, nothing else of the row. */
function hostStepCases(
  booking: Record<string, unknown>,
  reservations: (listingId: number) => Promise<Record<string, unknown>[]>,
): Record<Route, Case> {
  const step = (path: 'no-show' | 'cancel-request'): Case => ({
    // `status` is the step's own outcome; every other column must stay as it was.
    extras: (({ status: _s, ...rest }) => rest)(booking),
    run: async (extras) => {
      const host = await instantHost();
      const id = expectStatus(await book(await guest(), host.listingId), 201).body.data.id;
      if (path === 'no-show') {
        const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
        await (
          await db()
        )
          .updateTable('reservations')
          .set({ check_in: yesterday })
          .where('id', '=', id)
          .execute();
      }
      const answer = await as(host, 'POST', `/api/reservations/${id}/${path}`, {
        reason: 'Gost se nije javio',
        ...extras,
      });
      return out(answer, await reservations(host.listingId));
    },
  });
  return {
    'POST /api/reservations/{id}/no-show': step('no-show'),
    'POST /api/reservations/{id}/cancel-request': step('cancel-request'),
  };
}
