import { isIP } from 'node:net';
import { ConfigError } from './config-fields';

/**
 * Fastify's `trustProxy` as Gazda allows it: false (the default: X-Forwarded-* ignored) or the
 * proxies' addresses. Never Fastify's `true`, which believes the left-most X-Forwarded-For entry,
 * one a client writes itself (ASVS 4.1.3); and no hop count, which cannot tell the proxy from a
 * client that reaches the process directly (this Fastify ignores a number for that reason).
 */
export type TrustProxy = false | string[];

const NAMED_RANGES = ['loopback', 'linklocal', 'uniquelocal'];

function addressOrRange(entry: string): boolean {
  if (NAMED_RANGES.includes(entry)) return true;
  const [address = '', bits, ...rest] = entry.split('/');
  const version = isIP(address);
  if (!version || rest.length > 0) return false;
  if (bits === undefined) return true;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= (version === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY: unset, `false` → false; `true` → `loopback` (the proxy on the same machine, as in
 * docs/deploy.md); otherwise a comma-separated list of the proxies' addresses or CIDR ranges (or
 * `loopback`, `linklocal`, `uniquelocal`). X-Forwarded-* is believed only from a listed peer, and
 * the client is the first X-Forwarded-For address, from the right, that is not listed.
 */
export function trustProxy(value: string | undefined): TrustProxy {
  if (value === undefined) return false;
  const lower = value.toLowerCase();
  if (['false', 'no', 'off', '0'].includes(lower)) return false;
  if (['true', 'yes', 'on', '1'].includes(lower)) return ['loopback'];
  const entries = lower.split(',').map((part) => part.trim());
  if (entries.every((entry) => entry !== '' && addressOrRange(entry))) return entries;
  throw new ConfigError(
    `TRUST_PROXY must be false, true (a proxy on this machine) or the proxies' addresses or ranges separated by commas (got ${JSON.stringify(value)})`,
  );
}

/** Settings made for tests and trials, each one a hole in production (ASVS 15.2.3, 6.3.2). */
const TEST_ONLY: { name: string; on: (config: TestFlags) => boolean }[] = [
  { name: 'SEED_DEMO', on: (c) => c.seedDemo },
  { name: 'ICAL_ALLOW_PRIVATE', on: (c) => c.icalAllowPrivate },
  { name: 'OIDC_ALLOW_INSECURE_LOOPBACK', on: (c) => c.oidcAllowInsecureLoopback },
];

type TestFlags = {
  seedDemo: boolean;
  icalAllowPrivate: boolean;
  oidcAllowInsecureLoopback: boolean;
};

/** With NODE_ENV=production: a start error naming the first test-only setting that is on. */
export function refuseTestFlagsInProduction(config: TestFlags): void {
  const on = TEST_ONLY.find((flag) => flag.on(config));
  if (on) {
    throw new ConfigError(
      `${on.name} must not be on when NODE_ENV=production (it is for trials and tests only)`,
    );
  }
}
