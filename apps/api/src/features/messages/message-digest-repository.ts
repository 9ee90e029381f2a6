import { sql } from 'kysely';
import type { Db } from '../../db/database';
import type { MessageRow } from './messages-repository';

type DigestClaim = { conversation_id: number; user_id: number };

/**
 * The members owed a digest (README.md here, "Mail when away"): an unread message from the other
 * party not mailed yet and at least `waitMs` old, no open panel tab for `waitMs`, and no digest of
 * this conversation within `spacingMs`. Claimed with `for update skip locked` inside the caller's
 * transaction, so each digest is sent once however many processes tick together.
 */
export async function claimDigests(
  db: Db,
  now: Date,
  options: { waitMs: number; spacingMs: number; limit: number },
): Promise<DigestClaim[]> {
  const quietSince = new Date(now.getTime() - options.waitMs);
  const spacedSince = new Date(now.getTime() - options.spacingMs);
  const { rows } = await sql<DigestClaim>`
    select cm.conversation_id, cm.user_id
    from conversation_members cm
    where (cm.mailed_at is null or cm.mailed_at <= ${spacedSince})
      and exists (
        select 1 from messages m
        where m.conversation_id = cm.conversation_id
          and m.sender_id <> cm.user_id
          and m.id > greatest(cm.read_up_to, cm.mailed_up_to)
          and m.created_at <= ${quietSince})
      and not exists (
        select 1 from user_presence p where p.user_id = cm.user_id and p.seen_at > ${quietSince})
    order by cm.conversation_id, cm.user_id
    limit ${options.limit}
    for update of cm skip locked`.execute(db);
  return rows.map((row) => ({
    conversation_id: Number(row.conversation_id),
    user_id: Number(row.user_id),
  }));
}

/** The other party's messages the member has neither read nor been mailed, oldest first. */
export async function digestMessages(db: Db, claim: DigestClaim): Promise<MessageRow[]> {
  const { rows } = await sql<MessageRow>`
    select m.* from messages m
    join conversation_members cm
      on cm.conversation_id = m.conversation_id and cm.user_id = ${claim.user_id}
    where m.conversation_id = ${claim.conversation_id}
      and m.sender_id <> ${claim.user_id}
      and m.id > greatest(cm.read_up_to, cm.mailed_up_to)
    order by m.id
    limit 20`.execute(db);
  return rows.map((row) => ({ ...row, id: Number(row.id) }));
}

export async function recordDigest(db: Db, claim: DigestClaim, upTo: number, now: Date) {
  await db
    .updateTable('conversation_members')
    .set({ mailed_up_to: sql<number>`greatest(mailed_up_to, ${upTo})`, mailed_at: now })
    .where('conversation_id', '=', claim.conversation_id)
    .where('user_id', '=', claim.user_id)
    .execute();
}

/** A user's panel is open now (each process beats for the sockets it holds, once a minute). */
export async function markPresent(db: Db, userIds: number[], now: Date): Promise<void> {
  if (userIds.length === 0) return;
  await db
    .insertInto('user_presence')
    .values(userIds.map((user_id) => ({ user_id, seen_at: now })))
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ seen_at: now }))
    .execute();
}
