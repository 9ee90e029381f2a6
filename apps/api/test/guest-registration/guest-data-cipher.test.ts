import { describe, expect, it } from 'vitest';
import { reencryptGuestData } from '../../src/features/guest-registration/guest-data-reencrypt';
import { testApp } from '../helpers/test-app';
import { bookedStay, expectStatus } from '../payments/fixtures';
import { domestic, foreign, putGuests } from './fixtures';
import { loadConfig } from '../../src/config';
import { guestDataKeys } from '../../src/config-guest-data';
import {
  isSealedWithCurrent,
  openGuestValue,
  sealGuestValue,
} from '../../src/crypto/guest-data-cipher';

const K1 = Buffer.alloc(32, 1).toString('base64');
/** The development key, as the test app seals with it. */
const DEV_KEY = loadConfig({}, { cwd: '/srv' }).guestDataKeys.keys.get('dev')!.toString('base64');
const K0 = Buffer.alloc(32, 7).toString('base64');
const keysOf = (raw: string) =>
  guestDataKeys((name) => (name === 'GUEST_DATA_KEYS' ? raw : undefined), false);

describe('[GUEST-DATA] AES-256-GCM with rotating keys', () => {
  it('a value opens again; each seal is different; the key id is beside it', () => {
    const keys = keysOf(`k1:${K1}`);
    const a = sealGuestValue(keys, 'document_number', '012345678');
    const b = sealGuestValue(keys, 'document_number', '012345678');
    expect(a).not.toBe(b);
    expect(a.startsWith('k1:')).toBe(true);
    expect(a).not.toContain('012345678');
    expect(openGuestValue(keys, 'document_number', a)).toBe('012345678');
  });

  it('a value moved to another column or altered does not open', () => {
    const keys = keysOf(`k1:${K1}`);
    const sealed = sealGuestValue(keys, 'jmbg', '1503985715004');
    expect(() => openGuestValue(keys, 'birth_date', sealed)).toThrow();
    const bytes = Buffer.from(sealed.slice(3), 'base64');
    bytes[30] = bytes[30]! ^ 1;
    const altered = `k1:${bytes.toString('base64')}`;
    expect(() => openGuestValue(keys, 'jmbg', altered)).toThrow();
  });

  it('after rotation the old key still opens its values, and new ones use the new key', () => {
    const before = keysOf(`k0:${K0}`);
    const old = sealGuestValue(before, 'birth_date', '1985-03-15');
    const after = keysOf(`k1:${K1},k0:${K0}`);
    expect(openGuestValue(after, 'birth_date', old)).toBe('1985-03-15');
    expect(isSealedWithCurrent(after, old)).toBe(false);
    expect(isSealedWithCurrent(after, sealGuestValue(after, 'birth_date', 'x'))).toBe(true);
    // Once the old key is dropped, its values are unreadable: re-encrypt before dropping it.
    expect(() => openGuestValue(keysOf(`k1:${K1}`), 'birth_date', old)).toThrow(/unknown key/);
  });
});

describe('[CONFIG] GUEST_DATA_KEYS', () => {
  const cwd = '/srv/here';

  it('development has a fixed key marked as such; production without a key refuses to start', () => {
    expect(loadConfig({}, { cwd }).guestDataKeys).toMatchObject({
      currentId: 'dev',
      development: true,
    });
    expect(() => loadConfig({ NODE_ENV: 'production' }, { cwd })).toThrow(
      /GUEST_DATA_KEYS must be set when NODE_ENV=production/,
    );
    const set = loadConfig(
      { NODE_ENV: 'production', GUEST_DATA_KEYS: `k1:${K1},k0:${K0}` },
      { cwd },
    );
    expect(set.guestDataKeys.currentId).toBe('k1');
    expect([...set.guestDataKeys.keys.keys()]).toEqual(['k1', 'k0']);
  });

  it.each(['k1', 'k1:short', `:${K1}`, `k1:${K1},k1:${K0}`, `bad id:${K1}`])(
    '%s is a configuration error',
    (raw) => {
      expect(() => loadConfig({ GUEST_DATA_KEYS: raw }, { cwd })).toThrow(/GUEST_DATA_KEYS must/);
    },
  );
});

describe('[GUEST-DATA] re-encryption under a new key', () => {
  it('moves every value to the current key; the values read the same', async () => {
    const { db } = await testApp();
    const { guest, id } = await bookedStay();
    expectStatus(await putGuests(guest, id, [domestic, foreign]), 200);
    const rotated = keysOf(`k9:${K1},dev:${DEV_KEY}`);
    // In a transaction rolled back at the end: the other tests on this database keep the dev key.
    const rollback = new Error('rollback');
    const done = db.transaction().execute(async (trx) => {
      expect(await reencryptGuestData(trx, rotated)).toBeGreaterThanOrEqual(2);
      const rows = await trx
        .selectFrom('reservation_guests')
        .selectAll()
        .where('reservation_id', '=', id)
        .orderBy('position')
        .execute();
      for (const row of rows) {
        expect(row.document_number.startsWith('k9:')).toBe(true);
        expect(row.birth_date.startsWith('k9:')).toBe(true);
      }
      expect(rows[0]!.jmbg!.startsWith('k9:')).toBe(true);
      expect(openGuestValue(rotated, 'jmbg', rows[0]!.jmbg!)).toBe(domestic.jmbg);
      expect(openGuestValue(rotated, 'birth_date', rows[1]!.birth_date)).toBe(foreign.birth_date);
      // Nothing is left under the old key: a second run moves nothing.
      expect(await reencryptGuestData(trx, rotated)).toBe(0);
      throw rollback;
    });
    await expect(done).rejects.toBe(rollback);
  });
});
