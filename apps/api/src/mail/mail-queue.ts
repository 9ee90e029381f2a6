import type { FastifyBaseLogger } from 'fastify';
import { retryDelayMs } from '@gazda/domain/delivery-retry';
import type { Db } from '../db/database';
import type { MailQueueRow } from '../db/schema';
import type { Mailer, MailMessage } from './mailer';
import {
  claimMails,
  deleteMail,
  insertMails,
  recordFailure,
  type Claim,
} from './mail-queue-repository';

/** Sending attempts before a mail is given up (about 17 hours with retryDelayMs). */
const MAIL_ATTEMPTS = 20;
/** How long a process may take to send a mail it claimed before another process may retry it. */
const MAIL_CLAIM_MS = 5 * 60_000;

export type MailQueue = Mailer & {
  /**
   * Writes mails to the queue with the caller's transaction (`db`): they exist exactly when the
   * change they report does. Returns their ids, for `deliver` once the transaction committed.
   */
  queue: (db: Db, messages: readonly MailMessage[]) => Promise<number[]>;
  /** Hands these queued mails to the mail server now; returns how many it took. */
  deliver: (ids: readonly number[]) => Promise<number>;
  /**
   * Sends the queued mails whose time has come: retries, and mails whose process died before
   * sending them (the scheduler's `mail-delivery` job). `recipients` limits it to those addresses
   * (tests on a shared database). Returns how many were sent.
   */
  deliverDue: (options?: { limit?: number; recipients?: readonly string[] }) => Promise<number>;
};

/** A mail server's 5xx answer (no such mailbox, refused): retrying would not help. */
function isPermanent(err: unknown): boolean {
  const code = (err as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}

/**
 * The mailer the app uses: every mail is written to `mail_queue` first, then handed to the
 * transport (SMTP or the .eml folder). A sent mail's row is deleted; a failed one is retried by
 * `deliverDue` after retryDelayMs, up to MAIL_ATTEMPTS times, then kept as failed without its
 * text (its link must not stay at rest) and logged as an error.
 */
export function createMailQueue(
  db: Db,
  transport: Mailer,
  log: FastifyBaseLogger,
  now: () => Date,
): MailQueue {
  async function attempt(row: MailQueueRow): Promise<boolean> {
    const message: MailMessage = {
      to: row.recipient,
      subject: row.subject,
      text: row.text,
      html: row.html,
      ...(row.link ? { link: row.link } : {}),
    };
    try {
      await transport.send(message);
    } catch (err) {
      const at = now();
      const giveUp = row.attempts >= MAIL_ATTEMPTS || isPermanent(err);
      await recordFailure(db, row.id, {
        error: String((err as Error | null)?.message ?? err),
        retryAt: new Date(at.getTime() + retryDelayMs(row.attempts)),
        givenUpAt: giveUp ? at : null,
      });
      if (giveUp)
        log.error({ err, mailId: row.id, attempts: row.attempts }, `mail given up: ${row.subject}`);
      else log.warn({ err, mailId: row.id, attempts: row.attempts }, 'mail to be retried');
      return false;
    }
    // Sent: should this delete fail, the claim runs out and the mail goes once more (at least once).
    await deleteMail(db, row.id);
    return true;
  }

  async function deliver(filter: Claim): Promise<number> {
    let sent = 0;
    const at = now();
    const until = new Date(at.getTime() + MAIL_CLAIM_MS);
    for (const row of await claimMails(db, at, until, filter)) if (await attempt(row)) sent += 1;
    return sent;
  }

  const queue = (into: Db, messages: readonly MailMessage[]) => insertMails(into, messages, now());

  return {
    describe: transport.describe,
    close: () => transport.close(),
    queue,
    async deliver(ids) {
      return ids.length === 0 ? 0 : deliver({ limit: ids.length, ids });
    },
    async send(message) {
      const ids = await queue(db, [message]);
      await deliver({ limit: 1, ids });
    },
    deliverDue: (options = {}) =>
      deliver({ limit: options.limit ?? 50, recipients: options.recipients }),
  };
}
