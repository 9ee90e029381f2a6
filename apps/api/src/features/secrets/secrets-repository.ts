import type { Db } from '../../db/database';

/** Named values shared by every server process (the link signing key, start-up flags). */

async function getSecret(db: Db, name: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('app_secrets')
    .select('value')
    .where('name', '=', name)
    .executeTakeFirst();
  return row?.value;
}

/** Stores the value unless the name exists; returns the stored value (ours or the earlier one). */
export async function ensureSecret(db: Db, name: string, value: string): Promise<string> {
  await db
    .insertInto('app_secrets')
    .values({ name, value })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  return (await getSecret(db, name)) ?? value;
}
