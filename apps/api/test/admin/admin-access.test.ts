import { adminPaths, bookingPaths, listingsPaths } from '@gazda/contracts/paths';
import { describe, expect, it } from 'vitest';
import { api, registerUser } from '../helpers/test-app';
import { registerAdmin } from '../listings/fixtures';

/*
 * Every operator call (issue 7): 401 without a login, 403 for a logged-in non-admin (nothing
 * changes), and for an admin it reaches the handler: a read answers 200, a step on an id that
 * does not exist answers 404 (the steps themselves are tested in listings/ and bookings/).
 */
const missing = 2_000_000_000;
const fix = { errors: { sr: 'Dodajte fotografije', en: 'Add photos' } };

const calls: [method: string, path: string, asAdmin: number, body?: unknown][] = [
  ['GET', adminPaths.tv, 200],
  ['GET', adminPaths.tvAdvancePayment, 200],
  ['GET', adminPaths.tvUnresolvedInquiries, 200],
  ['GET', adminPaths.tvDouble, 200],
  ['GET', `${adminPaths.users}?q=a`, 200],
  ['GET', `${listingsPaths.adminQueue}?status=pending`, 200],
  ['POST', listingsPaths.adminApprove(missing), 404],
  ['POST', listingsPaths.adminRequestFix(missing), 404, fix],
  ['GET', bookingPaths.adminInquiries, 200],
  ['GET', `${bookingPaths.adminInquiries}/${missing}`, 404],
  ['POST', bookingPaths.adminConfirmInquiry(missing), 404],
  ['GET', bookingPaths.adminReservations, 200],
  ['GET', `${bookingPaths.adminReservations}/${missing}`, 404],
  ['POST', bookingPaths.adminReservationAction(missing, 'advance-paid'), 404],
  ['POST', bookingPaths.adminReservationAction(missing, 'resolve-cancel'), 404],
  ['POST', bookingPaths.adminReservationAction(missing, 'reject-cancel'), 404],
  ['POST', bookingPaths.adminReservationAction(missing, 'resolve-no-show'), 404],
  ['POST', bookingPaths.adminReservationAction(missing, 'reject-no-show'), 404],
];

describe('[ADMIN] only the role Admin reaches the operator calls', () => {
  it.each(calls)('%s %s: 401 without a token', async (method, path, _status, body) => {
    const answer = await api(method, path, { body });
    expect(answer.status).toBe(401);
  });

  it.each(calls)('%s %s: 403 for a host or guest', async (method, path, _status, body) => {
    const user = await registerUser();
    const answer = await api(method, path, { token: user.token, body, lang: 'en' });
    expect(answer.status).toBe(403);
    expect(answer.body.message).toBeTruthy();
  });

  it.each(calls)('%s %s: reaches the handler as admin', async (method, path, status, body) => {
    const admin = await registerAdmin();
    const answer = await api(method, path, { token: admin.token, body });
    expect(answer.status, answer.text.slice(0, 300)).toBe(status);
  });

  it('the user search finds a user by part of the name, e-mail or phone', async () => {
    const admin = await registerAdmin();
    const user = await registerUser({ first_name: 'Zvonimira', last_name: 'Pretraga' });
    for (const q of ['zvonimira pre', user.email.slice(0, 12).toUpperCase()]) {
      const answer = await api('GET', `${adminPaths.users}?q=${encodeURIComponent(q)}`, {
        token: admin.token,
      });
      expect(answer.status).toBe(200);
      expect(answer.body.data.map((u: { id: number }) => u.id)).toContain(user.id);
      expect(answer.body.data.find((u: { id: number }) => u.id === user.id)).toMatchObject({
        email: user.email,
        roles: [],
        government_id_status: 'not_uploaded',
        listings_count: 0,
      });
    }
  });
});
