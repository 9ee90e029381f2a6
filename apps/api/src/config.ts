import { isAbsolute, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import {
  ConfigError,
  email,
  envField,
  flag,
  integer,
  socialProvider,
  url,
  type SocialProviderConfig,
} from './config-fields';
import { platformRsd, type PlatformRsd } from './config-payments';
import { vapidConfig, type VapidConfig } from './config-push';
import { guestDataKeys, type GuestDataKeys } from './config-guest-data';
import { s3Config, type S3Config } from './config-s3';
import { refuseTestFlagsInProduction, trustProxy, type TrustProxy } from './config-proxy';

/** apps/api/src → the repository root, wherever the process was started from. */
const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

export type Config = {
  port: number;
  /** HOST; null when unset: the server then picks it with `listenHost` (demo data → loopback). */
  host: string | null;
  /** NODE_ENV=production: no mail link is logged, demo data is off by default. */
  production: boolean;
  dataDir: string;
  databaseUrl: string | null;
  redisUrl: string | null;
  /** REDIS_PREFIX: the Redis channel names start with it (one deployment, or one test run). */
  redisPrefix: string;
  /** JOBS_TICK_SECONDS: how often each process runs the scheduled jobs (default 60). */
  jobsTickSeconds: number;
  smtpUrl: string | null;
  mailOutboxDir: string;
  mailFrom: string;
  appUrl: string;
  admin: { email: string; password: string } | null;
  seedDemo: boolean;
  serviceFeePercent: number;
  vatPercent: number;
  advancePercent: number;
  icalAllowPrivate: boolean;
  /** How often each iCal import is re-fetched (ICAL_REFRESH_MINUTES, default 15: issue #24's freshness). */
  icalRefreshMinutes: number;
  /** One deadline for an iCal fetch: DNS, connect, redirects and body (default 15 s). */
  icalFetchTimeoutSeconds: number;
  /** ICAL_SYNC_CONCURRENCY: feeds each process fetches at once, all origins together (64). */
  icalSyncConcurrency: number;
  /** ICAL_SYNC_PER_ORIGIN: feeds each process fetches at once from one origin (6). */
  icalSyncPerOrigin: number;
  logLevel: (typeof logLevels)[number];
  tokenTtlDays: number;
  /** TOKEN_IDLE_DAYS: a login token unused this long is refused and deleted (default 14). */
  tokenIdleDays: number;
  /** LOGIN_FAILURES_PER_IP: failed logins per IP in 10 minutes, any e-mail (default 50). */
  loginFailuresPerIp: number;
  /** TRUST_PROXY (config-proxy.ts): false, or the proxies' addresses ('loopback' for `true`). */
  trustProxy: TrustProxy;
  /** REGISTER_LIMIT_PER_HOUR: registrations per IP per hour (default 10; tests raise it). */
  registerLimitPerHour: number;
  /**
   * CREATE_LIMIT_PER_HOUR: per user and hour, booking requests (instant bookings and inquiries
   * together) and, separately, new listings (default 30; tests raise it).
   */
  createLimitPerHour: number;
  /** Where hosts write about a payout method that bookings use (SUPPORT_EMAIL). */
  supportEmail: string;
  /** Social login providers (GOOGLE_* and APPLE_*); null when not configured. */
  social: { google: SocialProviderConfig | null; apple: SocialProviderConfig | null };
  /** OIDC_ALLOW_INSECURE_LOOPBACK: an http issuer on 127.0.0.1/localhost is accepted (tests only). */
  oidcAllowInsecureLoopback: boolean;
  /** SUPPORT_CHAT_SCRIPT_URL: a third-party chat widget's script (https); null = no chat. */
  supportChatScriptUrl: string | null;
  /** S3_*: uploads in an S3-compatible bucket (config-s3.ts); null = in DATA_DIR. */
  s3: S3Config | null;
  /** PLATFORM_RSD_*: the account guests pay advances to (config-payments.ts); null = no QR. */
  platformRsd: PlatformRsd | null;
  /** VAPID_*: Web Push keys (config-push.ts); null = push is off (production without keys). */
  vapid: VapidConfig | null;
  /** GUEST_DATA_KEYS: seals guests' documents and birth dates (config-guest-data.ts). */
  guestDataKeys: GuestDataKeys;
};

type Env = Record<string, string | undefined>;

type LoadOptions = {
  /** Where relative paths are resolved; npm sets INIT_CWD to the directory it was run from. */
  cwd?: string;
};

/**
 * Pure: reads the environment and returns the typed configuration or throws a ConfigError whose
 * message is one line naming the variable. DATA_DIR defaults to `<repo>/data` however the
 * server is started; a relative DATA_DIR or MAIL_OUTBOX_DIR is taken from the directory the
 * command was typed in (INIT_CWD under npm, else the process's cwd). Empty values count as unset.
 */
export function loadConfig(env: Env, options: LoadOptions = {}): Config {
  const cwd = options.cwd ?? env.INIT_CWD ?? process.cwd();
  const path = (value: string) => (isAbsolute(value) ? value : resolve(cwd, value));
  const get = (name: string) => envField(env, name);

  const port = integer('PORT', get('PORT'), 1, 65535) ?? 3000;
  const dataDir =
    get('DATA_DIR') !== undefined ? path(get('DATA_DIR')!) : resolve(repoRoot, 'data');
  const databaseUrl = url('DATABASE_URL', get('DATABASE_URL'), ['postgres:', 'postgresql:']);
  const adminEmail = get('ADMIN_EMAIL');
  const adminPassword = get('ADMIN_PASSWORD');
  const production = env.NODE_ENV?.trim() === 'production';

  const config: Config = {
    port,
    host: get('HOST') ?? null,
    production,
    dataDir,
    databaseUrl,
    redisUrl: url('REDIS_URL', get('REDIS_URL'), ['redis:', 'rediss:']),
    redisPrefix: redisPrefix(get('REDIS_PREFIX')),
    jobsTickSeconds: integer('JOBS_TICK_SECONDS', get('JOBS_TICK_SECONDS'), 1, 3600) ?? 60,
    smtpUrl: url('SMTP_URL', get('SMTP_URL'), ['smtp:', 'smtps:']),
    mailOutboxDir: get('MAIL_OUTBOX_DIR')
      ? path(get('MAIL_OUTBOX_DIR')!)
      : resolve(dataDir, 'outbox'),
    mailFrom: mailFrom(get('MAIL_FROM')),
    appUrl: (
      url('APP_URL', get('APP_URL'), ['http:', 'https:']) ?? `http://localhost:${port}`
    ).replace(/\/+$/, ''),
    admin: adminAccount(adminEmail, adminPassword),
    // Demo accounts (an Admin among them, with a published password) never by default in production.
    seedDemo: flag('SEED_DEMO', get('SEED_DEMO')) ?? (databaseUrl === null && !production),
    serviceFeePercent: integer('SERVICE_FEE_PERCENT', get('SERVICE_FEE_PERCENT'), 0, 100) ?? 10,
    vatPercent: integer('VAT_PERCENT', get('VAT_PERCENT'), 0, 100) ?? 20,
    advancePercent: integer('ADVANCE_PERCENT', get('ADVANCE_PERCENT'), 0, 100) ?? 30,
    icalAllowPrivate: flag('ICAL_ALLOW_PRIVATE', get('ICAL_ALLOW_PRIVATE')) ?? false,
    icalRefreshMinutes: integer('ICAL_REFRESH_MINUTES', get('ICAL_REFRESH_MINUTES'), 1, 1440) ?? 15,
    icalFetchTimeoutSeconds:
      integer('ICAL_FETCH_TIMEOUT_SECONDS', get('ICAL_FETCH_TIMEOUT_SECONDS'), 1, 60) ?? 15,
    icalSyncConcurrency:
      integer('ICAL_SYNC_CONCURRENCY', get('ICAL_SYNC_CONCURRENCY'), 1, 1000) ?? 64,
    icalSyncPerOrigin: integer('ICAL_SYNC_PER_ORIGIN', get('ICAL_SYNC_PER_ORIGIN'), 1, 100) ?? 6,
    logLevel: logLevel(get('LOG_LEVEL')),
    tokenTtlDays: integer('TOKEN_TTL_DAYS', get('TOKEN_TTL_DAYS'), 1, 3650) ?? 30,
    tokenIdleDays: integer('TOKEN_IDLE_DAYS', get('TOKEN_IDLE_DAYS'), 1, 3650) ?? 14,
    loginFailuresPerIp:
      integer('LOGIN_FAILURES_PER_IP', get('LOGIN_FAILURES_PER_IP'), 1, 1_000_000) ?? 50,
    trustProxy: trustProxy(get('TRUST_PROXY')),
    registerLimitPerHour:
      integer('REGISTER_LIMIT_PER_HOUR', get('REGISTER_LIMIT_PER_HOUR'), 1, 1_000_000) ?? 10,
    createLimitPerHour:
      integer('CREATE_LIMIT_PER_HOUR', get('CREATE_LIMIT_PER_HOUR'), 1, 1_000_000) ?? 30,
    supportEmail: email('SUPPORT_EMAIL', get('SUPPORT_EMAIL')) ?? 'podrska@gazda.rs',
    social: {
      google: socialProvider('GOOGLE', get, 'https://accounts.google.com'),
      apple: socialProvider('APPLE', get, 'https://appleid.apple.com'),
    },
    oidcAllowInsecureLoopback:
      flag('OIDC_ALLOW_INSECURE_LOOPBACK', get('OIDC_ALLOW_INSECURE_LOOPBACK')) ?? false,
    supportChatScriptUrl: url('SUPPORT_CHAT_SCRIPT_URL', get('SUPPORT_CHAT_SCRIPT_URL'), [
      'https:',
    ]),
    s3: s3Config(get),
    platformRsd: platformRsd(get, production),
    vapid: null,
    guestDataKeys: guestDataKeys(get, production),
  };
  config.vapid = vapidConfig(get, production, config.supportEmail);
  if (production) refuseTestFlagsInProduction(config);
  return config;
}

/**
 * Where the server listens: HOST when set; otherwise only on loopback while the database holds the
 * demo accounts, whose passwords are published in the README, and on every interface when not.
 */
export function listenHost(config: Pick<Config, 'host'>, demoData: boolean): string {
  return config.host ?? (demoData ? '127.0.0.1' : '0.0.0.0');
}

function adminAccount(email: string | undefined, password: string | undefined): Config['admin'] {
  if (email === undefined && password === undefined) return null;
  if (email === undefined)
    throw new ConfigError('ADMIN_EMAIL must be set together with ADMIN_PASSWORD');
  if (password === undefined)
    throw new ConfigError('ADMIN_PASSWORD must be set together with ADMIN_EMAIL');
  if (!z.email().safeParse(email).success) {
    throw new ConfigError(`ADMIN_EMAIL must be an e-mail address (got ${JSON.stringify(email)})`);
  }
  if (password.length < 6) throw new ConfigError('ADMIN_PASSWORD must have at least 6 characters');
  return { email: email.toLowerCase(), password };
}

function redisPrefix(value: string | undefined): string {
  if (value === undefined) return 'gazda';
  if (/^[A-Za-z0-9_.:-]{1,64}$/.test(value)) return value;
  throw new ConfigError(
    `REDIS_PREFIX must be 1 to 64 letters, digits or _ . : - (got ${JSON.stringify(value)})`,
  );
}

function mailFrom(value: string | undefined): string {
  if (value === undefined) return 'Gazda <no-reply@localhost>';
  if (/^[^<>@\s]+@[^<>@\s]+$|<[^<>@\s]+@[^<>@\s]+>$/.test(value)) return value;
  throw new ConfigError(
    `MAIL_FROM must be an address such as "Gazda <no-reply@example.com>" (got ${JSON.stringify(value)})`,
  );
}

function logLevel(value: string | undefined): Config['logLevel'] {
  if (value === undefined) return 'info';
  const parsed = z.enum(logLevels).safeParse(value.toLowerCase());
  if (parsed.success) return parsed.data;
  throw new ConfigError(
    `LOG_LEVEL must be one of ${logLevels.join(', ')} (got ${JSON.stringify(value)})`,
  );
}
