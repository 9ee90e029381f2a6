import type { Db } from '../db/database';
import type { Tasks } from '../tasks';
import type { MailQueue } from './mail-queue';
import type { MailMessage } from './mailer';

/** The mails of one transaction: `db` is the transaction, `queue` writes mails with it. */
export type TransactionMails = {
  db: Db;
  queue: (messages: readonly MailMessage[]) => Promise<void>;
  /** Work for the background once the transaction committed (pushes: features/push). */
  afterCommit: (work: () => Promise<unknown>) => void;
};

/**
 * Runs `work` in one transaction whose mails are rows of that same transaction (mail/mail-queue.ts):
 * gone if it rolls back, kept if the process dies right after the commit (the `mail-delivery` job
 * of any process sends them then). Once it has committed they are handed to the mail server in the
 * background, so the request never waits for it.
 */
export async function transactionWithMails<T>(
  deps: { db: Db; mailer: MailQueue; tasks: Tasks },
  work: (trx: Db, mails: TransactionMails) => Promise<T>,
): Promise<T> {
  const ids: number[] = [];
  const after: (() => Promise<unknown>)[] = [];
  const result = await deps.db.transaction().execute((trx) =>
    work(trx, {
      db: trx,
      async queue(messages) {
        ids.push(...(await deps.mailer.queue(trx, messages)));
      },
      afterCommit: (work) => after.push(work),
    }),
  );
  if (ids.length > 0) deps.tasks.run('mail', () => deps.mailer.deliver(ids));
  for (const work of after) deps.tasks.run('after-commit', work);
  return result;
}
