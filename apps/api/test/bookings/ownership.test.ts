import { bookingPaths } from '@gazda/contracts/paths';
import { describe, expect, it } from 'vitest';
import { registerUser } from '../helpers/test-app';
import { as, book, expectStatus, guest, instantHost, pendingInquiry, statusOf } from './fixtures';

type Call = { method: string; path: string; body?: unknown };

/** Every route on one reservation or inquiry of someone else. */
const calls = (reservationId: number, inquiryId: number): Call[] => [
  { method: 'GET', path: bookingPaths.reservation(reservationId) },
  { method: 'POST', path: bookingPaths.noShow(reservationId) },
  { method: 'POST', path: bookingPaths.cancelRequest(reservationId) },
  { method: 'GET', path: bookingPaths.inquiry(inquiryId) },
  { method: 'POST', path: bookingPaths.answer(inquiryId), body: { available: true, message: '' } },
  { method: 'POST', path: bookingPaths.confirmInquiry(inquiryId) },
  { method: 'POST', path: bookingPaths.cancelInquiry(inquiryId) },
];

const adminCalls = (reservationId: number, inquiryId: number): Call[] => [
  { method: 'GET', path: bookingPaths.adminInquiries },
  { method: 'GET', path: `/api/admin/inquiries/${inquiryId}` },
  { method: 'POST', path: bookingPaths.adminConfirmInquiry(inquiryId) },
  { method: 'GET', path: bookingPaths.adminReservations },
  { method: 'GET', path: `/api/admin/reservations/${reservationId}` },
  ...(
    [
      'advance-paid',
      'resolve-cancel',
      'reject-cancel',
      'resolve-no-show',
      'reject-no-show',
    ] as const
  ).map((action) => ({
    method: 'POST',
    path: bookingPaths.adminReservationAction(reservationId, action),
  })),
];

async function fixture() {
  const host = await instantHost();
  const g = await guest();
  const reservationId = expectStatus(await book(g, host.listingId), 201).body.data.id as number;
  const inq = await pendingInquiry();
  return { host, guest: g, reservationId, inq };
}

describe('[BOOKING] ownership', () => {
  it('a stranger gets 404 Not found on every reservation and inquiry route, and changes nothing', async () => {
    const { reservationId, inq } = await fixture();
    const stranger = await registerUser();
    for (const call of calls(reservationId, inq.id)) {
      const res = await as(stranger, call.method, call.path, call.body);
      expect(res.status, `${call.method} ${call.path}`).toBe(404);
      expect(res.body.message).toBe('Not found');
    }
    expect(await statusOf('reservations', reservationId)).toBe('confirmed');
    expect(await statusOf('inquiries', inq.id)).toBe('pending');
  });

  it('the guest cannot use host routes on their own trip, nor the host guest routes', async () => {
    const { guest: g, reservationId, inq } = await fixture();
    expect((await as(g, 'GET', bookingPaths.reservation(reservationId))).status).toBe(404);
    expect((await as(g, 'POST', bookingPaths.cancelRequest(reservationId))).status).toBe(404);
    expect((await as(inq.guest, 'GET', bookingPaths.inquiry(inq.id))).status).toBe(404);
    expect((await as(inq.host, 'POST', bookingPaths.cancelInquiry(inq.id))).status).toBe(404);
  });

  it('lists show only the caller’s own: host lists, trips', async () => {
    const { host, guest: g, reservationId, inq } = await fixture();
    const stranger = await registerUser();
    for (const path of [
      bookingPaths.reservations,
      bookingPaths.inquiries,
      bookingPaths.myReservations,
      bookingPaths.myInquiries,
    ]) {
      const res = expectStatus(await as(stranger, 'GET', path), 200);
      expect(res.body.data, path).toEqual([]);
    }
    const hostList = expectStatus(await as(host, 'GET', bookingPaths.reservations), 200).body.data;
    expect(hostList.map((r: { id: number }) => r.id)).toEqual([reservationId]);
    const trips = expectStatus(await as(g, 'GET', bookingPaths.myReservations), 200).body.data;
    expect(trips.map((r: { id: number }) => r.id)).toEqual([reservationId]);
    const asked = expectStatus(await as(inq.guest, 'GET', bookingPaths.myInquiries), 200).body.data;
    expect(asked.map((r: { id: number }) => r.id)).toEqual([inq.id]);
    const hostInq = expectStatus(await as(inq.host, 'GET', bookingPaths.inquiries), 200).body.data;
    expect(hostInq.map((r: { id: number }) => r.id)).toEqual([inq.id]);
  });

  it('admin routes answer 403 to non-admins and 401 without a login', async () => {
    const { guest: g, reservationId, inq } = await fixture();
    for (const call of adminCalls(reservationId, inq.id)) {
      expect((await as(g, call.method, call.path)).status, call.path).toBe(403);
      expect((await as({ ...g, token: '' }, call.method, call.path)).status, call.path).toBe(401);
    }
  });
});
