import type { Db } from '../../db/database';

/** Queries of a host's saved replies (README.md here); the rules are in the service. */

export type SavedReplyRow = { id: number; title: string; body: string; updated_at: Date };

export async function savedRepliesOf(db: Db, hostId: number): Promise<SavedReplyRow[]> {
  return db
    .selectFrom('saved_replies')
    .select(['id', 'title', 'body', 'updated_at'])
    .where('host_id', '=', hostId)
    .orderBy('title')
    .orderBy('id')
    .execute();
}

export async function countSavedReplies(db: Db, hostId: number): Promise<number> {
  const { n } = await db
    .selectFrom('saved_replies')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('host_id', '=', hostId)
    .executeTakeFirstOrThrow();
  return Number(n);
}

export async function insertSavedReply(
  db: Db,
  values: { host_id: number; title: string; body: string; now: Date },
): Promise<SavedReplyRow> {
  return db
    .insertInto('saved_replies')
    .values({
      host_id: values.host_id,
      title: values.title,
      body: values.body,
      created_at: values.now,
      updated_at: values.now,
    })
    .returning(['id', 'title', 'body', 'updated_at'])
    .executeTakeFirstOrThrow();
}

/** The updated reply, or undefined when it is not the host's. */
export async function updateSavedReply(
  db: Db,
  hostId: number,
  id: number,
  values: { title: string; body: string; now: Date },
): Promise<SavedReplyRow | undefined> {
  return db
    .updateTable('saved_replies')
    .set({ title: values.title, body: values.body, updated_at: values.now })
    .where('id', '=', id)
    .where('host_id', '=', hostId)
    .returning(['id', 'title', 'body', 'updated_at'])
    .executeTakeFirst();
}

/** Whether a reply of the host's was there to delete. */
export async function deleteSavedReply(db: Db, hostId: number, id: number): Promise<boolean> {
  const result = await db
    .deleteFrom('saved_replies')
    .where('id', '=', id)
    .where('host_id', '=', hostId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
