import { type Kysely, sql } from 'kysely';

/*
 * Issue #6, Account: the government ID pictures and their review, and account deletion.
 * `government_ids` holds one row per user (the current pictures, private files under
 * DATA_DIR/private); users.government_id_status and id_verified_at stay as the User's summary,
 * written in the same transaction. An ID can now also be `rejected` (with the reviewer's reason).
 * users.deleted_at marks a completed deletion (deletion_requested_at exists since 0001).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table users drop constraint if exists users_government_id_status_check`.execute(
    db,
  );
  await sql`alter table users add constraint users_government_id_status_check
    check (government_id_status in ('not_uploaded', 'under_review', 'verified', 'rejected'))`.execute(
    db,
  );
  await db.schema.alterTable('users').addColumn('deleted_at', 'timestamptz').execute();
  await sql`create index users_deletion_requested on users (deletion_requested_at)
    where deletion_requested_at is not null and deleted_at is null`.execute(db);

  await db.schema
    .createTable('government_ids')
    .addColumn('user_id', 'bigint', (c) =>
      c.primaryKey().references('users.id').onDelete('cascade'),
    )
    .addColumn('front_path', 'text', (c) => c.notNull())
    .addColumn('back_path', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) =>
      c.notNull().check(sql`status in ('under_review', 'verified', 'rejected')`),
    )
    .addColumn('uploaded_at', 'timestamptz', (c) => c.notNull())
    .addColumn('reviewed_at', 'timestamptz')
    .addColumn('reviewer_id', 'bigint', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('rejection_reason', 'text')
    .execute();
  await db.schema
    .createIndex('government_ids_status_uploaded')
    .on('government_ids')
    .columns(['status', 'uploaded_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('government_ids').ifExists().execute();
  await sql`drop index if exists users_deletion_requested`.execute(db);
  await db.schema.alterTable('users').dropColumn('deleted_at').execute();
  await sql`update users set government_id_status = 'not_uploaded' where government_id_status = 'rejected'`.execute(
    db,
  );
  await sql`alter table users drop constraint if exists users_government_id_status_check`.execute(
    db,
  );
  await sql`alter table users add constraint users_government_id_status_check
    check (government_id_status in ('not_uploaded', 'under_review', 'verified'))`.execute(db);
}
