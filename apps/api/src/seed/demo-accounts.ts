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
    phone: null,
  },
  {
    role: 'host',
    email: 'domacin@gazda.test',
    first_name: 'Marko',
    last_name: 'Petrović',
    roles: [],
    lang: 'sr',
    // A ready host (domain/host-readiness.ts), so the demo listings are bookable: a phone here and
    // a payout method below.
    phone: '+381641234567',
  },
  {
    role: 'guest',
    email: 'gost@gazda.test',
    first_name: 'Jelena',
    last_name: 'Jovanović',
    roles: [],
    lang: 'en',
    phone: null,
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
        phone: account.phone,
      })
      .onConflict((oc) => oc.doNothing())
      .execute();
    const row = await db
      .selectFrom('users')
      .select('id')
      .where('email', '=', account.email)
      .executeTakeFirstOrThrow();
    ids.set(account.email, row.id);
    if (account.phone) await seedPayoutMethod(db, row.id);
  }
  return ids;
}

/** The demo host's one payout method (a domestic RSD account), unless they have one. */
async function seedPayoutMethod(db: Db, userId: number): Promise<void> {
  const existing = await db
    .selectFrom('payout_methods')
    .select('id')
    .where('user_id', '=', userId)
    .where('erased_at', 'is', null)
    .executeTakeFirst();
  if (existing) return;
  await db
    .insertInto('payout_methods')
    .values({
      user_id: userId,
      type: 'domestic',
      account_number: '260005601001611379',
      masked_number: '•••• 1379',
    })
    .execute();
}
