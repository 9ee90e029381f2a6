import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config';
import { guestDataKeys } from '../../src/config-guest-data';
import {
  isSealedWithCurrent,
  openGuestValue,
  sealGuestValue,
} from '../../src/crypto/guest-data-cipher';

const K1 = Buffer.alloc(32, 1).toString('base64');
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
