import { type Kysely, sql } from 'kysely';
import { categories0003 } from './reference-data/0003-categories';
import { countries0003 } from './reference-data/0003-countries';

/*
 * The reference data of the listing form in both languages: the three categories with their
 * subcategories and tags, and the countries (Serbia and its neighbours first). `position` is the
 * display order, so no query depends on the database's collation for Serbian letters.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const [index, category] of categories0003.entries()) {
    const row = await sql<{ id: number }>`
      insert into categories (const, icon, name_sr, name_en, position)
      values (${category.const}, ${category.icon}, ${category.name[0]}, ${category.name[1]}, ${index})
      returning id`.execute(db);
    const categoryId = row.rows[0]!.id;
    for (const [position, [sr, en]] of category.subcategories.entries()) {
      await sql`insert into subcategories (category_id, name_sr, name_en, position)
        values (${categoryId}, ${sr}, ${en}, ${position})`.execute(db);
    }
    for (const [position, [icon, sr, en]] of category.tags.entries()) {
      await sql`insert into tags (category_id, icon, name_sr, name_en, position)
        values (${categoryId}, ${icon}, ${sr}, ${en}, ${position})`.execute(db);
    }
  }
  const countries = countries0003.map(
    ([code, sr, en], position) => sql`(${code}, ${sr}, ${en}, ${position})`,
  );
  await sql`insert into countries (code, name_sr, name_en, position)
    values ${sql.join(countries)}`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`delete from countries`.execute(db);
  await sql`delete from tags`.execute(db);
  await sql`delete from subcategories`.execute(db);
  await sql`delete from categories`.execute(db);
}
