import { hashPassword } from '../crypto/passwords';
import type { Db } from '../db/database';

export const DEMO_PASSWORD = 'gazda-demo';

/**
 * docs/rules/decisions.md §10: who a newcomer can log in as. Printed at start and listed in the
 * README.
 */
export const demoAccounts = [
  {
    role: 'operator (Admin)',
    email: 'admin@gazda.test',
    first_name: 'Ana',
    last_name: 'Operater',
    roles: ['Admin'],
    lang: 'sr',
  },
  {
    role: 'host',
    email: 'domacin@gazda.test',
    first_name: 'Marko',
    last_name: 'Petrović',
    roles: [],
    lang: 'sr',
  },
  {
    role: 'guest',
    email: 'gost@gazda.test',
    first_name: 'Jelena',
    last_name: 'Jovanović',
    roles: [],
    lang: 'en',
  },
] as const;

/** Creates the demo accounts that do not exist yet; returns their ids by e-mail. */
export async function seedDemoAccounts(db: Db, now: Date): Promise<Map<string, number>> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const ids = new Map<string, number>();
  for (const account of demoAccounts) {
    await db
      .insertInto('users')
      .values({
        first_name: account.first_name,
        last_name: account.last_name,
        email: account.email,
        password_hash: passwordHash,
        roles: [...account.roles],
        lang: account.lang,
        email_verified_at: now,
      })
      .onConflict((oc) => oc.doNothing())
      .execute();
    const row = await db
      .selectFrom('users')
      .select('id')
      .where('email', '=', account.email)
      .executeTakeFirstOrThrow();
    ids.set(account.email, row.id);
  }
  return ids;
}
