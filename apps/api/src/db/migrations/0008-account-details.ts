import { type Kysely, sql } from 'kysely';

/*
 * The account details of docs/rules/product.md §3 "Payout methods": an individual's JMBG, city,
 * street and number, or a business's PIB, MB and name. A table of its own (one row per user) rather
 * than columns on users, so that the personal numbers stay out of every `selectAll()` of users and
 * account deletion can drop them in one statement. Values are stored normalised (digits only).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('user_details')
    .addColumn('user_id', 'bigint', (c) =>
      c.primaryKey().references('users.id').onDelete('cascade'),
    )
    .addColumn('jmbg', 'text', (c) => c.check(sql`jmbg ~ '^[0-9]{13}$'`))
    .addColumn('city', 'text')
    .addColumn('street_and_number', 'text')
    .addColumn('pib', 'text', (c) => c.check(sql`pib ~ '^[0-9]{9}$'`))
    .addColumn('mb', 'text', (c) => c.check(sql`mb ~ '^[0-9]{8}$'`))
    .addColumn('business_name', 'text')
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('user_details').execute();
}
