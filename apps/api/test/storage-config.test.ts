import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { ConfigError } from '../src/config-fields';
import { checkedKey, privateKey, publicKey } from '../src/storage/storage';

/* Issue #9: the S3_* variables (config-s3.ts) and the shape of a storage key (storage.ts). */

describe('[UPLOADS][S3] configuration', () => {
  const load = (env: Record<string, string>) => loadConfig(env, { cwd: '/tmp' });
  const errorOf = (env: Record<string, string>) => {
    try {
      load(env);
    } catch (error) {
      if (error instanceof ConfigError) return error.message;
      throw error;
    }
    throw new Error('expected a configuration error');
  };

  it('without S3_BUCKET uploads stay in DATA_DIR; with it, defaults suit AWS and an endpoint turns on path style', () => {
    expect(load({}).s3).toBeNull();
    expect(load({ S3_BUCKET: 'gazda-uploads' }).s3).toEqual({
      bucket: 'gazda-uploads',
      region: 'us-east-1',
      endpoint: null,
      forcePathStyle: false,
      credentials: null,
    });
    expect(
      load({
        S3_BUCKET: 'gazda',
        S3_REGION: 'eu-central-1',
        S3_ENDPOINT: 'http://minio:9000/',
        S3_ACCESS_KEY_ID: 'id',
        S3_SECRET_ACCESS_KEY: 'secret',
      }).s3,
    ).toEqual({
      bucket: 'gazda',
      region: 'eu-central-1',
      endpoint: 'http://minio:9000',
      forcePathStyle: true,
      credentials: { accessKeyId: 'id', secretAccessKey: 'secret' },
    });
    expect(
      load({ S3_BUCKET: 'gazda', S3_ENDPOINT: 'https://r2.example', S3_FORCE_PATH_STYLE: 'false' })
        .s3?.forcePathStyle,
    ).toBe(false);
  });

  it.each([
    [{ S3_ENDPOINT: 'http://minio:9000' }, 'S3_BUCKET must be set when S3_ENDPOINT is set'],
    [
      { S3_BUCKET: 'Gazda_Uploads' },
      'S3_BUCKET must be a bucket name: 3 to 63 lowercase letters, digits, dots or hyphens (got "Gazda_Uploads")',
    ],
    [
      { S3_BUCKET: 'gazda', S3_REGION: 'EU central' },
      'S3_REGION must be a region such as eu-central-1 (got "EU central")',
    ],
    [
      { S3_BUCKET: 'gazda', S3_ENDPOINT: 'minio:9000' },
      'S3_ENDPOINT must be a https:// or http:// URL (got "minio:9000")',
    ],
    [
      { S3_BUCKET: 'gazda', S3_ACCESS_KEY_ID: 'id' },
      'S3_SECRET_ACCESS_KEY must be set together with S3_ACCESS_KEY_ID',
    ],
    [
      { S3_BUCKET: 'gazda', S3_SECRET_ACCESS_KEY: 'very-secret' },
      'S3_ACCESS_KEY_ID must be set together with S3_SECRET_ACCESS_KEY',
    ],
    [
      { S3_BUCKET: 'gazda', S3_FORCE_PATH_STYLE: 'maybe' },
      'S3_FORCE_PATH_STYLE must be true or false (got "maybe")',
    ],
  ])('%o is refused with one line naming the variable', (env, message) => {
    expect(errorOf(env)).toBe(message);
    expect(message).not.toContain('very-secret');
  });
});

describe('[UPLOADS] storage keys', () => {
  it('are uploads/… or private/… with plain segments; anything else is refused before any I/O', () => {
    expect(publicKey('listings/12/0123456789abcdef0123456789abcdef.jpg')).toBe(
      'uploads/listings/12/0123456789abcdef0123456789abcdef.jpg',
    );
    expect(privateKey('government-ids/7/a.jpg')).toBe('private/government-ids/7/a.jpg');
    for (const key of [
      'uploads/../private/government-ids/7/a.jpg',
      'uploads/listings/./a.jpg',
      'private/government-ids/7/..',
      'other/a.jpg',
      '/uploads/a.jpg',
      'uploads//a.jpg',
      'uploads/a%2F..%2Fb.jpg',
      'uploads',
    ])
      expect(() => checkedKey(key), key).toThrow(/not a storage key/);
  });
});
