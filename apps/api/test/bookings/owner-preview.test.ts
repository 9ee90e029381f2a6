import { describe, expect, it } from 'vitest';
import { as, expectStatus, hostWithListing } from '../helpers/calendar-fixtures';
import { api, registerUser } from '../helpers/test-app';
import { stay } from './fixtures';

describe('[BOOKING] the public page of a listing not yet listed', () => {
  it('shows to its owner (the preview link) and to nobody else; the owner still cannot book it', async () => {
    const host = await hostWithListing({ status: 'pending', booking_mode: 'instant' });
    const stranger = await registerUser();
    const path = `/api/public/ads/${host.listingId}`;

    const preview = expectStatus(await as(host, 'GET', path), 200).body.data;
    expect(preview).toMatchObject({ id: host.listingId, name: 'Dorćol apartment' });
    expectStatus(await as(host, 'GET', `${path}/calendar?days=30`), 200);
    expectStatus(
      await as(host, 'GET', `${path}/pricing?check_in=2027-01-06&check_out=2027-01-09&guests=2`),
      200,
    );

    for (const answer of [await api('GET', path, { lang: 'en' }), await as(stranger, 'GET', path)]) {
      expect(answer.status).toBe(404);
      expect(answer.body.message).toBe('Apartment not found');
    }
    const booking = await as(host, 'POST', `${path}/reservations`, stay);
    expect([404, 409]).toContain(booking.status);
  });
});
