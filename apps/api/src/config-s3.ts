import { ConfigError, flag, url } from './config-fields';

/** S3_*: an S3-compatible bucket for uploads (storage/s3-storage.ts); null = DATA_DIR. */
export type S3Config = {
  bucket: string;
  region: string;
  /** S3_ENDPOINT: MinIO, Ceph, R2…; null = AWS S3 of the region. */
  endpoint: string | null;
  forcePathStyle: boolean;
  /** S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY; null = the AWS SDK's own chain (AWS_*, a role). */
  credentials: { accessKeyId: string; secretAccessKey: string } | null;
};

const NAMES = [
  'S3_BUCKET',
  'S3_REGION',
  'S3_ENDPOINT',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
  'S3_FORCE_PATH_STYLE',
] as const;

const got = (value: string) => `(got ${JSON.stringify(value)})`;

/**
 * Reads S3_*: all unset → null (uploads stay in DATA_DIR); any set → S3_BUCKET is required, each
 * value is checked, and a problem is one line naming the variable (the secret is never shown).
 */
export function s3Config(get: (name: string) => string | undefined): S3Config | null {
  const bucket = get('S3_BUCKET');
  if (bucket === undefined) {
    const stray = NAMES.find((name) => get(name) !== undefined);
    if (stray) throw new ConfigError(`S3_BUCKET must be set when ${stray} is set`);
    return null;
  }
  // AWS's rules for a bucket name: 3 to 63 lowercase letters, digits, dots and hyphens.
  if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(bucket) || bucket.includes('..'))
    throw new ConfigError(
      `S3_BUCKET must be a bucket name: 3 to 63 lowercase letters, digits, dots or hyphens ${got(bucket)}`,
    );
  const region = get('S3_REGION') ?? 'us-east-1';
  if (!/^[a-z0-9-]{1,32}$/.test(region))
    throw new ConfigError(`S3_REGION must be a region such as eu-central-1 ${got(region)}`);
  const endpoint = url('S3_ENDPOINT', get('S3_ENDPOINT'), ['https:', 'http:']);
  return {
    bucket,
    region,
    endpoint: endpoint?.replace(/\/+$/, '') ?? null,
    // MinIO and most S3-compatible servers want bucket names in the path, not in the host name.
    forcePathStyle: flag('S3_FORCE_PATH_STYLE', get('S3_FORCE_PATH_STYLE')) ?? endpoint !== null,
    credentials: credentials(get('S3_ACCESS_KEY_ID'), get('S3_SECRET_ACCESS_KEY')),
  };
}

function credentials(id: string | undefined, secret: string | undefined): S3Config['credentials'] {
  if (id === undefined && secret === undefined) return null;
  if (id === undefined)
    throw new ConfigError('S3_ACCESS_KEY_ID must be set together with S3_SECRET_ACCESS_KEY');
  if (secret === undefined)
    throw new ConfigError('S3_SECRET_ACCESS_KEY must be set together with S3_ACCESS_KEY_ID');
  return { accessKeyId: id, secretAccessKey: secret };
}
