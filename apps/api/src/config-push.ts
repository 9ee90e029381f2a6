import { ConfigError } from './config-fields';

/** VAPID_*: the server's key pair and contact for Web Push (features/push/README.md). */
export type VapidConfig = {
  /** Base64url, the uncompressed P-256 point (65 bytes): the panel subscribes with it. */
  publicKey: string;
  /** Base64url, 32 bytes: signs each push's JWT (ES256). Never leaves the server. */
  privateKey: string;
  /** A `mailto:` or `https:` contact the push services may write to. */
  subject: string;
  /** True for the fixed development pair: fine on a laptop, refused in production. */
  development: boolean;
};

/*
 * A fixed pair for development, tests and the demo, so that a browser's subscription survives a
 * restart of the dev server. Public on purpose: it protects nothing; production must bring its own
 * (`npx web-push generate-vapid-keys`).
 */
const DEV_PUBLIC =
  'BAzcxcgh3rdxbQlG_uKCLGSA_oF4hNGprPuq1J9miZlVafA6Kfy51h6Xp-7sSzaSEPRF1n-AOwPMHMIxAEXyQt4';
const DEV_PRIVATE = 'lRBdXDMfvFybLIsen7cLMN8I_7taHrC7tmXr3wFQVSg';

const got = (value: string) => `(got ${JSON.stringify(value)})`;

/**
 * Reads VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY and VAPID_SUBJECT: both keys or neither; without them
 * push is off in production (null) and uses the development pair elsewhere.
 */
export function vapidConfig(
  get: (name: string) => string | undefined,
  production: boolean,
  supportEmail: string,
): VapidConfig | null {
  const publicKey = get('VAPID_PUBLIC_KEY');
  const privateKey = get('VAPID_PRIVATE_KEY');
  const subject = get('VAPID_SUBJECT') ?? `mailto:${supportEmail}`;
  if (!/^(mailto:[^\s@]+@[^\s@]+|https:\/\/\S+)$/.test(subject))
    throw new ConfigError(`VAPID_SUBJECT must be a mailto: or https: URL ${got(subject)}`);
  if (publicKey === undefined && privateKey === undefined) {
    if (production) return null;
    return { publicKey: DEV_PUBLIC, privateKey: DEV_PRIVATE, subject, development: true };
  }
  if (publicKey === undefined)
    throw new ConfigError('VAPID_PUBLIC_KEY must be set together with VAPID_PRIVATE_KEY');
  if (privateKey === undefined)
    throw new ConfigError('VAPID_PRIVATE_KEY must be set together with VAPID_PUBLIC_KEY');
  if (!/^[A-Za-z0-9_-]{87}$/.test(publicKey) || !publicKey.startsWith('B'))
    throw new ConfigError(
      'VAPID_PUBLIC_KEY must be a P-256 public key in base64url (87 characters, as printed by `npx web-push generate-vapid-keys`)',
    );
  if (!/^[A-Za-z0-9_-]{43}$/.test(privateKey))
    throw new ConfigError(
      'VAPID_PRIVATE_KEY must be a P-256 private key in base64url (43 characters)',
    );
  if (production && publicKey === DEV_PUBLIC)
    throw new ConfigError('VAPID_PUBLIC_KEY must not be the development pair in production');
  return { publicKey, privateKey, subject, development: false };
}
