import type { GuestDataKeys } from '../../config-guest-data';
import {
  isSealedWithCurrent,
  openGuestValue,
  sealGuestValue,
} from '../../crypto/guest-data-cipher';
import type { Db } from '../../db/database';
import { SEALED_COLUMNS } from './guest-data';

/**
 * Seals every guest value again under the current key (`npm run guest-data:reencrypt`), so an old
 * key can be dropped from GUEST_DATA_KEYS afterwards. A row is rewritten only if it still holds
 * what was read (a guest saving meanwhile wins); run it again until it answers 0.
 */
export async function reencryptGuestData(
  db: Db,
  keys: GuestDataKeys,
  batch = 500,
): Promise<number> {
  let moved = 0;
  let after = 0;
  for (;;) {
    const rows = await db
      .selectFrom('reservation_guests')
      .select(['id', ...SEALED_COLUMNS])
      .where('id', '>', after)
      .orderBy('id')
      .limit(batch)
      .execute();
    if (rows.length === 0) return moved;
    for (const row of rows) {
      after = Number(row.id);
      const stale = SEALED_COLUMNS.filter(
        (c) => row[c] !== null && !isSealedWithCurrent(keys, row[c]!),
      );
      if (stale.length === 0) continue;
      const set = Object.fromEntries(
        stale.map((c) => [c, sealGuestValue(keys, c, openGuestValue(keys, c, row[c]!))]),
      );
      let update = db.updateTable('reservation_guests').set(set).where('id', '=', row.id);
      for (const c of stale) update = update.where(c, '=', row[c]!);
      const result = await update.executeTakeFirst();
      if (Number(result.numUpdatedRows) > 0) moved += 1;
    }
  }
}
