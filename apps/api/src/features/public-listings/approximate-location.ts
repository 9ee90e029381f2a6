import { approximatePoint, type GeoPoint } from '@gazda/domain/approximate-location';
import { createHmac } from 'node:crypto';
import type { Db } from '../../db/database';
import type { ListingRow } from '../../db/schema';
import { locationKey } from '../secrets/signing-key';

/*
 * The point a visitor sees instead of the listing's (issue #23, item 7; the geometry is the
 * domain's). The offset's seed is an HMAC of the listing id and its exact point under a server
 * key: the same on every request and every process, nothing stored, and unknowable without the
 * key. The exact point is part of the message, so a host who moves the pin gets a new, unrelated
 * offset: the two public points differ by two independent offsets, not by the host's move.
 */

const TWO_TO_THE_32 = 2 ** 32;

function offsetSeed(key: string, row: Pick<ListingRow, 'id'>, exact: GeoPoint) {
  const mac = createHmac('sha256', key)
    .update(`listing-location:${row.id}:${exact.latitude}:${exact.longitude}`)
    .digest();
  return [mac.readUInt32BE(0) / TWO_TO_THE_32, mac.readUInt32BE(4) / TWO_TO_THE_32] as const;
}

/** The listing's public point, or null when it has none. */
export async function publicPoint(
  db: Db,
  row: Pick<ListingRow, 'id' | 'latitude' | 'longitude'>,
): Promise<GeoPoint | null> {
  if (row.latitude === null || row.longitude === null) return null;
  const exact = { latitude: row.latitude, longitude: row.longitude };
  return approximatePoint(exact, offsetSeed(await locationKey(db), row, exact));
}
