import { describe, expect, it } from 'vitest';
import { api, registerUser } from '../helpers/test-app';
import { registerAdmin } from './fixtures';

/*
 * Status changes lock the listing's row before reading it; a path id that is no number (NaN) or
 * past bigint (1e20) reached that lock's query and failed there (a 500). Now it is the 404 of any
 * unknown listing. Found by the fuzz (test/security/fuzz.test.ts).
 */
const ids = ['call', '1.5', '99999999999999999999', '-1', '0'];

describe('[LISTINGS] status changes with a malformed id', () => {
  it('are 404 Apartment not found for the owner actions', async () => {
    const owner = await registerUser();
    for (const action of ['submit', 'request-review', 'deactivate', 'activate']) {
      for (const id of ids) {
        const answer = await api('POST', `/api/panel/ads/${id}/${action}`, {
          token: owner.token,
          lang: 'en',
        });
        expect([action, id, answer.status, answer.body]).toEqual([
          action,
          id,
          404,
          { message: 'Apartment not found', code: 'apartment_not_found' },
        ]);
      }
    }
  });

  it('are 404 for the operator approval too', async () => {
    const admin = await registerAdmin();
    for (const id of ids) {
      const answer = await api('POST', `/api/admin/ads/${id}/approve`, { token: admin.token });
      expect([id, answer.status]).toEqual([id, 404]);
    }
  });
});
