import type { Db } from '../../db/database';
import { touchedListingSql } from '../../db/sql-filters';
import type { CategoryConst } from '../../db/schema';

/** Queries on the listing reference data (migration 0003). Every list is in `position` order. */

export type CategoryRow = {
  id: number;
  const: CategoryConst;
  icon: string;
  name_sr: string;
  name_en: string;
};
export type NamedRow = { id: number; icon: string | null; name_sr: string; name_en: string };
export type CountryRow = { code: string; name_sr: string; name_en: string; position: number };

const categoryColumns = ['id', 'const', 'icon', 'name_sr', 'name_en'] as const;

export function listCategories(db: Db): Promise<CategoryRow[]> {
  return db
    .selectFrom('categories')
    .select(categoryColumns)
    .orderBy('position')
    .orderBy('id')
    .execute();
}

export async function findCategoryByConst(db: Db, value: string): Promise<CategoryRow | null> {
  const row = await db
    .selectFrom('categories')
    .select(categoryColumns)
    .where('const', '=', value as CategoryConst)
    .executeTakeFirst();
  return row ?? null;
}

export async function findCategoryById(db: Db, id: number): Promise<CategoryRow | null> {
  if (!Number.isSafeInteger(id) || id <= 0) return null;
  const row = await db
    .selectFrom('categories')
    .select(categoryColumns)
    .where('id', '=', id)
    .executeTakeFirst();
  return row ?? null;
}

/**
 * Listings per category id: the owner's live (not deleted) listings of any status when `ownerId`
 * is given, else the listed ones of everybody.
 */
export async function listingCountsByCategory(
  db: Db,
  ownerId: number | null,
): Promise<Map<number, number>> {
  let query = db
    .selectFrom('listings')
    .select(['category_id', (eb) => eb.fn.countAll<number>().as('count')])
    .where('deleted_at', 'is', null)
    .groupBy('category_id');
  query =
    ownerId === null
      ? query.where('status', '=', 'listed')
      : query.where('owner_id', '=', ownerId).where(touchedListingSql('listings'));
  const rows = await query.execute();
  return new Map(rows.map((r) => [Number(r.category_id), Number(r.count)]));
}

export function tagsOfCategory(db: Db, categoryId: number): Promise<NamedRow[]> {
  return db
    .selectFrom('tags')
    .select(['id', 'icon', 'name_sr', 'name_en'])
    .where('category_id', '=', categoryId)
    .orderBy('position')
    .orderBy('id')
    .execute();
}

export async function subcategoriesOfCategory(db: Db, categoryId: number): Promise<NamedRow[]> {
  const rows = await db
    .selectFrom('subcategories')
    .select(['id', 'name_sr', 'name_en'])
    .where('category_id', '=', categoryId)
    .orderBy('position')
    .orderBy('id')
    .execute();
  return rows.map((r) => ({ ...r, icon: null }));
}

export function listCountries(db: Db): Promise<CountryRow[]> {
  return db
    .selectFrom('countries')
    .select(['code', 'name_sr', 'name_en', 'position'])
    .orderBy('position')
    .execute();
}

export async function countryExists(db: Db, code: string): Promise<boolean> {
  const row = await db
    .selectFrom('countries')
    .select('code')
    .where('code', '=', code)
    .executeTakeFirst();
  return row !== undefined;
}

/** Which of `tagIds` are tags of the category. */
export async function tagIdsOfCategory(
  db: Db,
  categoryId: number,
  tagIds: number[],
): Promise<number[]> {
  if (tagIds.length === 0) return [];
  const rows = await db
    .selectFrom('tags')
    .select('id')
    .where('category_id', '=', categoryId)
    .where('id', 'in', tagIds)
    .execute();
  return rows.map((r) => r.id);
}

export async function subcategoryInCategory(
  db: Db,
  categoryId: number,
  id: number,
): Promise<boolean> {
  const row = await db
    .selectFrom('subcategories')
    .select('id')
    .where('category_id', '=', categoryId)
    .where('id', '=', id)
    .executeTakeFirst();
  return row !== undefined;
}
