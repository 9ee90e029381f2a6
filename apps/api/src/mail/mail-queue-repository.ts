import { sql } from 'kysely';
import type { Db } from '../db/database';
import { andIn } from '../db/sql-filters';
import type { MailQueueRow } from '../db/schema';
import type { MailMessage } from './mailer';

/* The rows of `mail_queue` (0014-mail-queue): written, claimed, deleted once sent (mail-queue.ts). */

export type Claim = { limit: number; ids?: readonly number[]; recipients?: readonly string[] };

export async function insertMails(
  db: Db,
  messages: readonly MailMessage[],
  at: Date,
): Promise<number[]> {
  if (messages.length === 0) return [];
  const rows = await db
    .insertInto('mail_queue')
    .values(
      messages.map((message) => ({
        recipient: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        link: message.link ?? null,
        next_attempt_at: at,
      })),
    )
    .returning('id')
    .execute();
  return rows.map((row) => row.id);
}

/**
 * Claims due mails for this process: each row once, however many processes deliver at the same
 * moment (`FOR UPDATE SKIP LOCKED`), counting the attempt and holding it until `until`.
 * A short statement of its own: the mail server is never waited for inside a transaction.
 */
export async function claimMails(
  db: Db,
  at: Date,
  until: Date,
  filter: Claim,
): Promise<MailQueueRow[]> {
  const claimed = await sql<MailQueueRow>`
    update mail_queue
       set claimed_until = ${until}, attempts = attempts + 1
     where id in (select id from mail_queue
                   where failed_at is null and next_attempt_at <= ${at}
                     and (claimed_until is null or claimed_until <= ${at})
                     ${andIn('id', filter.ids)} ${andIn('recipient', filter.recipients)}
                   order by next_attempt_at, id
                   limit ${filter.limit}
                   for update skip locked)
    returning *`.execute(db);
  return claimed.rows;
}

export async function deleteMail(db: Db, id: number): Promise<void> {
  await db.deleteFrom('mail_queue').where('id', '=', id).execute();
}

/** A failed attempt: due again at `retryAt`; a mail given up keeps no text (its link). */
export async function recordFailure(
  db: Db,
  id: number,
  failure: { error: string; retryAt: Date; givenUpAt: Date | null },
): Promise<void> {
  await db
    .updateTable('mail_queue')
    .set({
      claimed_until: null,
      last_error: failure.error.slice(0, 500),
      next_attempt_at: failure.retryAt,
      ...(failure.givenUpAt
        ? { failed_at: failure.givenUpAt, text: '', html: '', link: null }
        : {}),
    })
    .where('id', '=', id)
    .execute();
}
