import { calendarPaths } from '@gazda/contracts/paths';
import { describe, expect, it } from 'vitest';
import { as, daysFromNow, hostWithListing } from '../helpers/calendar-fixtures';
import { api } from '../helpers/test-app';

/*
 * The reservations and inquiries window of the calendar: `to` alone defaults `from` to today, so
 * a `to` in the past made a range that ends before it starts, which PostgreSQL refused (a 500).
 * And a date of the year 9999 is valid, but a window from it runs past the last date the domain
 * computes with (a 500): dates are of the years 1900–2999. Found by the fuzz
 * (test/security/fuzz.test.ts).
 */
describe('[CALENDAR] the bookings window', () => {
  for (const kind of ['reservations', 'inquiries'] as const) {
    it(`${kind}: a lone "to" before today is a 422 on "to"; today and later are fine`, async () => {
      const host = await hostWithListing();
      const path = calendarPaths[kind](host.listingId);
      const before = await as(host, 'GET', `${path}?to=${daysFromNow(-30)}`);
      expect(before.status).toBe(422);
      expect(before.body).toEqual({
        message: 'Validation Error',
        code: 'validation',
        errors: { to: ['The end must come after the start'] },
      });
      expect((await as(host, 'GET', `${path}?to=${daysFromNow(1)}`)).status).toBe(200);
      const both = await as(host, 'GET', `${path}?from=2027-01-01&to=2027-01-01`);
      expect(both.status).toBe(200);
    });
  }

  it('a date outside 1900–2999 is a 422 "Enter a date" wherever a window starts from it', async () => {
    const host = await hostWithListing();
    const id = host.listingId;
    for (const date of ['9999-12-31', '3000-01-01', '1899-12-31', '0001-01-01']) {
      const paths: [string, string][] = [
        [`/api/calendar/${id}?start=${date}&days=400`, 'start'],
        [`/api/calendar/min-stay-blocked/${id}?start=${date}`, 'start'],
        [`/api/public/ads/${id}/min-stay-blocked?start=${date}`, 'start'],
        [`/api/public/ads/${id}/calendar?start=${date}`, 'start'],
        [`/api/calendar/reservations/${id}?from=${date}`, 'from'],
      ];
      for (const [path, field] of paths) {
        const answer = await api('GET', path, { token: host.token, lang: 'en' });
        expect([path, answer.status, answer.body.errors]).toEqual([
          path,
          422,
          { [field]: ['Enter a date'] },
        ]);
      }
    }
    const edge = await as(host, 'GET', `/api/calendar/${id}?start=2999-12-31&days=400`);
    expect(edge.status).toBe(200);
  });
});
