import type { Config } from '../../config';
import type { Db } from '../../db/database';
import type { Deps } from '../../deps';
import { tooManyAttempts } from '../../errors';
import { recentHits, recordHit } from './throttle-repository';

type Limit = { limit: number; windowMs: number };

/**
 * The limits of issue #10 (docs/security.md). Generous on purpose: a host uploading a whole
 * gallery or pressing "refresh now" a few times never meets them; a script does.
 */
export const LIMITS = {
  /** Forgot-password requests per e-mail and IP (the mail itself is also once a minute per account). */
  forgotPassword: { limit: 5, windowMs: 15 * 60_000 },
  /** Listing photo uploads per user. */
  photoUpload: { limit: 60, windowMs: 10 * 60_000 },
  /** Avatar and government-ID uploads per user (a person replaces these a few times at most). */
  personalUpload: { limit: 20, windowMs: 10 * 60_000 },
  /** "Refresh now" of a listing's iCal imports per user and listing (each refresh fetches every feed). */
  icalRefresh: { limit: 10, windowMs: 10 * 60_000 },
  /**
   * Registrations per IP, taken address or not (issue #10 item 6: register must answer 422 for a
   * taken address, so enumeration is slowed down instead). The count is a setting: see below.
   */
  register: { limit: 10, windowMs: 60 * 60_000 },
} satisfies Record<string, Limit>;

/** LIMITS.register with REGISTER_LIMIT_PER_HOUR's count (test suites and the seed raise it). */
export function registerLimit(config: Pick<Config, 'registerLimitPerHour'>): Limit {
  return { ...LIMITS.register, limit: config.registerLimitPerHour };
}

/**
 * Per user and hour (CREATE_LIMIT_PER_HOUR, default 30): booking requests (instant bookings and
 * inquiries share one count) and new listings (their own count). A guest comparing dates or a host
 * adding a dozen apartments never meets it; a script filling a host's inbox or the review queue does.
 */
export function createLimit(config: Pick<Config, 'createLimitPerHour'>): Limit {
  return { limit: config.createLimitPerHour, windowMs: 60 * 60_000 };
}

/** Rows older than this are pruned; no window may be longer. */
const KEEP_MS = 60 * 60_000;

/**
 * Counts one attempt under `key`; when `limit` attempts already fell within the window, answers
 * 429 `Too Many Attempts.` with Retry-After (when the oldest one leaves the window) instead.
 * The same table and arithmetic as the login throttle, so there is one mechanism. Counting and
 * recording are two statements: a burst of parallel requests may pass a few over the limit,
 * which a rate limit can afford (it is not a quota).
 */
export async function throttle(deps: Deps, key: string, { limit, windowMs }: Limit): Promise<void> {
  const now = deps.now();
  const hits = await recentHits(deps.db, key, new Date(now.getTime() - windowMs));
  if (hits.count >= limit && hits.oldest) {
    throw tooManyAttempts((hits.oldest.getTime() + windowMs - now.getTime()) / 1000);
  }
  await recordHit(deps.db, key, now, new Date(now.getTime() - Math.max(KEEP_MS, windowMs)));
}

/**
 * True at most once per `windowMs` under `key` (a notice mailed once an hour at most): records the
 * hit when none fell within the window. `db` may be the caller's transaction.
 */
export async function onceWithin(
  db: Db,
  key: string,
  now: Date,
  windowMs: number,
): Promise<boolean> {
  const since = new Date(now.getTime() - windowMs);
  if ((await recentHits(db, key, since)).count > 0) return false;
  await recordHit(db, key, now, since);
  return true;
}
