import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { findActiveToken } from '../src/features/auth/auth-repository';
import { sha256Hex } from '../src/features/auth/tokens';
import { registerUser, testApp } from './helpers/test-app';

/**
 * The token statement reads the user as one JSON column (issue #9: the driver's per-column work
 * was a fifth of an authenticated request). What it gives back must be exactly the row the query
 * builder reads: same columns, same types (Date, jsonb, text[]), on PGlite and on PostgreSQL.
 */
describe('the user behind a token', () => {
  it('is the same row selectAll() reads, every column and type', async () => {
    const { db } = await testApp();
    const u = await registerUser();
    // Every nullable column filled, so each type is compared, microseconds included.
    await sql`update users set phone = '+381 60 123 4567', avatar_url = '/uploads/a.webp',
        id_verified_at = '2026-03-04 05:06:07.123456+00', verification_resent_at = now(),
        deletion_requested_at = '2026-12-31 23:59:59.999999+01', roles = '{Admin,Support}',
        mail_preferences = '{"new_bookings": false, "nested": {"a": [1, "b", null]}}'
      where id = ${u.id}`.execute(db);
    const found = await findActiveToken(db, sha256Hex(u.token), new Date());
    const row = await db.selectFrom('users').selectAll().where('id', '=', u.id).executeTakeFirst();
    expect(found?.user).toStrictEqual(row);
    expect(found?.user.id_verified_at).toEqual(new Date('2026-03-04T05:06:07.123Z'));
    expect(found?.user.roles).toEqual(['Admin', 'Support']);
    expect(found?.user.deleted_at).toBeNull();
  });

  it('with a column read alongside, and none for an unknown token', async () => {
    const { db } = await testApp();
    const u = await registerUser();
    const found = await findActiveToken(db, sha256Hex(u.token), new Date(), sql`(select 41 + 1)`);
    expect(found?.also).toBe(42);
    expect(found?.user.email).toBe(u.email);
    expect(await findActiveToken(db, sha256Hex('nope'), new Date())).toBeUndefined();
  });
});
