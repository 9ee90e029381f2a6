import { type Kysely, sql } from 'kysely';

/*
 * docs/rules/decisions.md §3: when a listing is deleted, its future reservations are flagged for
 * the operator, who contacts the guests. The flag says why; flagged_at when.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('reservations')
    .addColumn('operator_flag', 'text', (c) => c.check(sql`operator_flag in ('listing_deleted')`))
    .addColumn('flagged_at', 'timestamptz')
    .execute();
  await sql`create index reservations_operator_flag on reservations (flagged_at) where operator_flag is not null`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('reservations')
    .dropColumn('operator_flag')
    .dropColumn('flagged_at')
    .execute();
}
