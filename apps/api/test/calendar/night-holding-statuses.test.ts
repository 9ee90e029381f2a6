import {
  NIGHT_HOLDING_STATUSES,
  RESERVATION_STATUSES,
} from '@gazda/domain/state-machines/reservation';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { hostWithListing } from '../helpers/calendar-fixtures';
import { testApp } from '../helpers/test-app';

/*
 * Which reservation statuses hold nights is the domain's NIGHT_HOLDING_STATUSES. The stay-lock
 * trigger (db/migrations/0004-calendar.ts) repeats it in SQL, as the statuses that release the
 * nights; these tests hold the two equal, by the trigger's text and by what it does.
 */
const sorted = (statuses: readonly string[]) => [...statuses].sort();

describe('the stay-lock trigger and NIGHT_HOLDING_STATUSES', () => {
  it('the trigger releases the nights of exactly the statuses the domain does not list', async () => {
    const { db } = await testApp();
    const { rows } = await sql<{ body: string }>`
      select pg_get_functiondef('reservations_stay_lock'::regproc) as body`.execute(db);
    const released = /new\.status in \(([^)]*)\)/.exec(rows[0]!.body)?.[1];
    expect(released, 'the trigger names the statuses that release a stay').toBeDefined();
    const releasing = [...released!.matchAll(/'([a-z_]+)'/g)].map((m) => m[1]!);
    const holding = RESERVATION_STATUSES.filter((status) => !releasing.includes(status));
    expect(sorted(holding)).toEqual(sorted(NIGHT_HOLDING_STATUSES));
  });

  it.each(RESERVATION_STATUSES)(
    'a reservation in status %s has a stay lock as the domain says',
    async (status) => {
      const host = await hostWithListing();
      const { db } = await testApp();
      const { id } = await db
        .insertInto('reservations')
        .values({
          code: `HOLD-${status}-${host.listingId}`,
          listing_id: host.listingId,
          guest_name: 'G',
          source: 'manual',
          check_in: '2028-03-01',
          check_out: '2028-03-04',
          guests: 1,
          currency: 'EUR',
          total: 1,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await db.updateTable('reservations').set({ status }).where('id', '=', id).execute();
      const locks = await db
        .selectFrom('stay_locks')
        .select('id')
        .where('kind', '=', 'reservation')
        .where('ref_id', '=', id)
        .execute();
      const holds = (NIGHT_HOLDING_STATUSES as readonly string[]).includes(status);
      expect(locks).toHaveLength(holds ? 1 : 0);
    },
  );
});
