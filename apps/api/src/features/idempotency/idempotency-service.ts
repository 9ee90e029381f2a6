import { createHash } from 'node:crypto';
import type { Locale } from '@gazda/i18n/locales';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Deps } from '../../deps';
import { AppError } from '../../errors';
import { appErrorBody } from '../../plugins/error-handler';
import {
  claimKey,
  findKey,
  finishKey,
  removeKey,
  removeKeysBefore,
  type KeyClaim,
} from './idempotency-repository';

/*
 * `Idempotency-Key` (README.md here, docs/bookings.md "Sent twice"): the first request with a
 * user's key claims it with a row of its own, runs, and keeps its answer on the row; a later one
 * with the same key answers that answer, and one arriving while the first runs waits for it. The
 * claim is a row in the database, so two processes see the same claim.
 */

/** How long a key answers its first answer. */
const KEY_HOURS = 24;
/** A claim with no answer after this is abandoned (its process stopped): the next request runs. */
const LEASE_MS = 30_000;
/** How long a request waits for the first one's answer before answering 409 instead. */
const WAIT_MS = LEASE_MS;

type Answer = { status: number; body: unknown };

/** An answer is kept unless trying again may change it: 429 and 5xx release the claim. */
const kept = (status: number) => status < 500 && status !== 429;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The claim of a request with an `Idempotency-Key` header (validated by the route), else null. */
export function keyClaimOf(request: FastifyRequest, userId: number): KeyClaim | null {
  const key = request.headers['idempotency-key'];
  if (typeof key !== 'string') return null;
  const route = `${request.method} ${request.routeOptions.url}`;
  const requestHash = createHash('sha256')
    .update(JSON.stringify({ route, params: request.params, body: request.body }))
    .digest('hex');
  return { userId, key, route, requestHash };
}

/**
 * `run`'s answer, once per user and key: without a claim it just runs. A key used for another
 * request (route, path or body) is 422; a first request still running after WAIT_MS is 409.
 */
export async function idempotent(
  deps: Deps,
  claim: KeyClaim | null,
  locale: Locale,
  run: () => Promise<Answer>,
): Promise<Answer> {
  if (!claim) return run();
  const giveUpAt = Date.now() + WAIT_MS;
  for (let pause = 20; ; pause = Math.min(pause * 2, 300)) {
    const now = deps.now();
    const id = await claimKey(deps.db, claim, now);
    if (id !== null) return answerOnce(deps, id, locale, run);
    const row = await findKey(deps.db, claim.userId, claim.key);
    if (!row) continue; // released by a failure meanwhile: claim it again
    const age = now.getTime() - row.created_at.getTime();
    if (age >= KEY_HOURS * 3_600_000) {
      await removeKey(deps.db, row.id);
      continue;
    }
    if (row.route !== claim.route || row.request_hash !== claim.requestHash)
      throw new AppError('idempotency_key_reused');
    if (row.status !== null) return { status: row.status, body: row.body };
    if (age >= LEASE_MS) {
      await removeKey(deps.db, row.id, true);
      continue;
    }
    if (Date.now() >= giveUpAt) throw new AppError('idempotency_in_progress');
    await sleep(pause);
  }
}

/** Runs under the claim `id` and keeps the answer, a refusal (AppError) included. */
async function answerOnce(
  deps: Deps,
  id: number,
  locale: Locale,
  run: () => Promise<Answer>,
): Promise<Answer> {
  let answer: Answer;
  try {
    answer = await run();
  } catch (error) {
    if (error instanceof AppError && kept(error.status))
      await finishKey(deps.db, id, error.status, appErrorBody(error, locale));
    else await release(deps, id);
    throw error;
  }
  if (kept(answer.status)) await finishKey(deps.db, id, answer.status, answer.body);
  else await release(deps, id);
  return answer;
}

/** Frees the key for a retry; if even that fails, the claim lapses after LEASE_MS. */
async function release(deps: Deps, id: number): Promise<void> {
  await removeKey(deps.db, id).catch((err: unknown) =>
    deps.log.error({ err }, 'idempotency key not released'),
  );
}

/** Sends an answer that may be a kept one (its body is the JSON of the first answer). */
export function sendAnswer(reply: FastifyReply, answer: Answer) {
  return reply.code(answer.status).send(answer.body);
}

/** The scheduled clean-up (jobs/start-jobs.ts): keys older than KEY_HOURS are removed. */
export function runIdempotencyExpiry(deps: Deps): Promise<number> {
  return removeKeysBefore(deps.db, new Date(deps.now().getTime() - KEY_HOURS * 3_600_000));
}
