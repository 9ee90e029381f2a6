import type { HostFacts } from '@gazda/domain/host-readiness';
import type { Db } from '../../db/database';
import { touchedListingSql } from '../../db/sql-filters';
import type { NewUser, UserDetailsRow, UserRow, UserUpdate } from '../../db/schema';
import type { UserCounts } from './user-presenter';

/** Queries on `users`. E-mails are compared lowercased, as they are stored. */

export function findUserById(db: Db, id: number): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  return db
    .selectFrom('users')
    .selectAll()
    .where('email', '=', email.toLowerCase())
    .executeTakeFirst();
}

export function insertUser(db: Db, user: NewUser): Promise<UserRow> {
  return db
    .insertInto('users')
    .values({ ...user, email: user.email.toLowerCase() })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function updateUser(db: Db, id: number, changes: UserUpdate, now: Date): Promise<UserRow> {
  return db
    .updateTable('users')
    .set({ ...changes, updated_at: now })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Sets email_verified_at once: undefined when it was already set (a verify link is single use). */
export function markEmailVerified(db: Db, id: number, now: Date): Promise<UserRow | undefined> {
  return db
    .updateTable('users')
    .set({ email_verified_at: now, updated_at: now })
    .where('id', '=', id)
    .where('email_verified_at', 'is', null)
    .returningAll()
    .executeTakeFirst();
}

/**
 * Claims the right to re-send the verification mail: true when none went out since `since`.
 * One conditional UPDATE, so two processes cannot both claim it.
 */
export async function claimVerificationResend(
  db: Db,
  id: number,
  now: Date,
  since: Date,
): Promise<boolean> {
  const row = await db
    .updateTable('users')
    .set({ verification_resent_at: now })
    .where('id', '=', id)
    .where((eb) =>
      eb.or([eb('verification_resent_at', 'is', null), eb('verification_resent_at', '<=', since)]),
    )
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

export async function verificationResentAt(db: Db, id: number): Promise<Date | null> {
  const row = await db
    .selectFrom('users')
    .select('verification_resent_at')
    .where('id', '=', id)
    .executeTakeFirst();
  return row?.verification_resent_at ?? null;
}

/**
 * What the User answer carries besides the users row, in one statement (GET me runs it on every
 * call): the payout methods and apartments counted, the details row, and hasUserDetails: the
 * details of the account's current type are all there (individual: JMBG, city, street and
 * number; business: PIB, MB, business name).
 */
export async function userExtras(
  db: Db,
  userId: number,
): Promise<{ counts: UserCounts; details: UserDetailsRow | undefined }> {
  const row = await db
    .selectFrom('users as u')
    .leftJoin('user_details as d', 'd.user_id', 'u.id')
    .where('u.id', '=', userId)
    .select([
      'd.user_id',
      'd.jmbg',
      'd.city',
      'd.street_and_number',
      'd.pib',
      'd.mb',
      'd.business_name',
      'd.updated_at',
    ])
    .select((eb) => [
      eb
        .selectFrom('payout_methods')
        .select((c) => c.fn.countAll<string | number>().as('n'))
        .where('user_id', '=', userId)
        .where('erased_at', 'is', null)
        .as('payouts_count'),
      eb
        .selectFrom('listings')
        .innerJoin('categories', 'categories.id', 'listings.category_id')
        .select((c) => c.fn.countAll<string | number>().as('n'))
        .where('listings.owner_id', '=', userId)
        .where('listings.deleted_at', 'is', null)
        .where('categories.const', '=', 'apartment')
        .where(touchedListingSql('listings'))
        .as('apartment_count'),
      eb
        .or([
          eb.and([
            eb('u.account_type', '=', 'individual'),
            eb('d.jmbg', 'is not', null),
            eb('d.city', 'is not', null),
            eb('d.street_and_number', 'is not', null),
          ]),
          eb.and([
            eb('u.account_type', '=', 'business'),
            eb('d.pib', 'is not', null),
            eb('d.mb', 'is not', null),
            eb('d.business_name', 'is not', null),
          ]),
        ])
        .as('complete'),
    ])
    .executeTakeFirst();
  if (!row)
    return {
      counts: { payoutsCount: 0, apartmentCount: 0, hasUserDetails: false },
      details: undefined,
    };
  const { payouts_count, apartment_count, complete, user_id, updated_at, ...values } = row;
  return {
    counts: {
      payoutsCount: Number(payouts_count ?? 0),
      apartmentCount: Number(apartment_count ?? 0),
      hasUserDetails: complete === true,
    },
    details:
      user_id === null || updated_at === null ? undefined : { user_id, updated_at, ...values },
  };
}

/** Row lock on the user until the transaction ends: serialises per-user rules across processes. */
export async function lockUser(db: Db, id: number): Promise<void> {
  await db.selectFrom('users').select('id').where('id', '=', id).forUpdate().executeTakeFirst();
}

/** What domain/host-readiness.ts needs of a host: the e-mail check, the phone, the payout methods. */
export async function hostFacts(db: Db, userId: number): Promise<HostFacts | undefined> {
  const row = await db
    .selectFrom('users as u')
    .where('u.id', '=', userId)
    .select(['u.email_verified_at', 'u.phone'])
    .select((eb) =>
      eb
        .selectFrom('payout_methods')
        .select((c) => c.fn.countAll<string | number>().as('n'))
        .where('user_id', '=', userId)
        .where('erased_at', 'is', null)
        .as('payouts_count'),
    )
    .executeTakeFirst();
  if (!row) return undefined;
  const { payouts_count, ...facts } = row;
  return { ...facts, payoutsCount: Number(payouts_count ?? 0) };
}
