import { type Kysely, sql } from 'kysely';

/*
 * Listings and their reference data (categories, subcategories, tags, countries). Per-language
 * texts are columns (`name_sr`, `name_en`) so each language can be indexed and searched. Money is
 * bigint minor units; the stay rules are the inputs of @gazda/domain/pricing.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const id = (t: ReturnType<Kysely<unknown>['schema']['createTable']>) =>
    t.addColumn('id', 'bigint', (c) => c.primaryKey().generatedByDefaultAsIdentity());

  await id(db.schema.createTable('categories'))
    .addColumn('const', 'text', (c) => c.notNull().unique())
    .addColumn('icon', 'text', (c) => c.notNull())
    .addColumn('name_sr', 'text', (c) => c.notNull())
    .addColumn('name_en', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await id(db.schema.createTable('subcategories'))
    .addColumn('category_id', 'bigint', (c) => c.notNull().references('categories.id'))
    .addColumn('name_sr', 'text', (c) => c.notNull())
    .addColumn('name_en', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await id(db.schema.createTable('tags'))
    .addColumn('category_id', 'bigint', (c) => c.notNull().references('categories.id'))
    .addColumn('icon', 'text')
    .addColumn('name_sr', 'text', (c) => c.notNull())
    .addColumn('name_en', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('countries')
    .addColumn('code', 'text', (c) => c.primaryKey().check(sql`code ~ '^[A-Z]{2}$'`))
    .addColumn('name_sr', 'text', (c) => c.notNull())
    .addColumn('name_en', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(1000))
    .execute();

  await id(db.schema.createTable('listings'))
    .addColumn('owner_id', 'bigint', (c) => c.notNull().references('users.id'))
    .addColumn('category_id', 'bigint', (c) => c.notNull().references('categories.id'))
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('draft')
        .check(sql`status in ('draft', 'pending', 'pending_fix', 'listed', 'unlisted', 'deleted')`),
    )
    .addColumn('active_sr', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('active_en', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('approve_errors_sr', 'text')
    .addColumn('approve_errors_en', 'text')
    // info
    .addColumn('name_sr', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('name_en', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('description_sr', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('description_en', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('subcategory_id', 'bigint', (c) => c.references('subcategories.id'))
    // property
    .addColumn('max_guests', 'integer')
    .addColumn('area_m2', 'integer')
    .addColumn('bedrooms', 'integer')
    .addColumn('bathrooms', 'integer')
    .addColumn('rooms', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('parking', 'jsonb')
    // location
    .addColumn('country', 'text', (c) => c.references('countries.code'))
    .addColumn('city', 'text')
    .addColumn('street_and_number', 'text')
    .addColumn('floor', 'integer')
    .addColumn('suite_number', 'text')
    .addColumn('latitude', 'double precision')
    .addColumn('longitude', 'double precision')
    .addColumn('time_zone', 'text', (c) => c.notNull().defaultTo('Europe/Belgrade'))
    // pricing (minor units)
    .addColumn('currency', 'text', (c) => c.notNull().defaultTo('EUR').check(sql`currency in ('EUR', 'RSD')`))
    .addColumn('base_price', 'bigint')
    .addColumn('weekend_price', 'bigint')
    .addColumn('extra_guest_price', 'bigint')
    .addColumn('extra_guest_threshold', 'integer')
    .addColumn('weekly_discount_percent', 'integer')
    .addColumn('monthly_discount_percent', 'integer')
    // reservation rules
    .addColumn('booking_mode', 'text', (c) => c.check(sql`booking_mode in ('instant', 'inquiry')`))
    .addColumn('min_stay', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('min_stay_by_weekday', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('weekend_min_stay', 'integer')
    .addColumn('check_in_from', 'text')
    .addColumn('check_in_to', 'text')
    .addColumn('check_out_until', 'text')
    // terms and lifecycle
    .addColumn('terms_accepted_at', 'timestamptz')
    .addColumn('submitted_at', 'timestamptz')
    .addColumn('approved_at', 'timestamptz')
    .addColumn('deleted_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create index listings_owner on listings (owner_id, category_id) where deleted_at is null`.execute(db);
  await sql`create index listings_status on listings (status) where deleted_at is null`.execute(db);
  await sql`create index listings_city on listings (lower(city)) where status = 'listed'`.execute(db);

  await db.schema
    .createTable('listing_tags')
    .addColumn('listing_id', 'bigint', (c) => c.notNull().references('listings.id').onDelete('cascade'))
    .addColumn('tag_id', 'bigint', (c) => c.notNull().references('tags.id'))
    .addPrimaryKeyConstraint('listing_tags_pk', ['listing_id', 'tag_id'])
    .execute();

  await id(db.schema.createTable('listing_photos'))
    .addColumn('listing_id', 'bigint', (c) => c.notNull().references('listings.id').onDelete('cascade'))
    .addColumn('path', 'text', (c) => c.notNull())
    .addColumn('thumb_path', 'text', (c) => c.notNull())
    .addColumn('width', 'integer', (c) => c.notNull())
    .addColumn('height', 'integer', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create index listing_photos_listing on listing_photos (listing_id, position)`.execute(db);

  // Calendar, price and import entries name their listing so /activity-log can filter by it.
  await db.schema.alterTable('activity_log').addColumn('listing_id', 'bigint').execute();
  await sql`create index activity_log_listing on activity_log (listing_id, created_at desc) where listing_id is not null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('activity_log').dropColumn('listing_id').execute();
  for (const table of ['listing_photos', 'listing_tags', 'listings', 'countries', 'tags', 'subcategories', 'categories']) {
    await db.schema.dropTable(table).execute();
  }
}
