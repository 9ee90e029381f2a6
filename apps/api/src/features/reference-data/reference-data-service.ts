import type { Locale } from '@gazda/i18n/locales';
import type { Db } from '../../db/database';
import type { Deps } from '../../deps';
import { notFound, unauthenticated } from '../../errors';
import { presentCategory, presentCountries, presentNamed } from './reference-data-presenter';
import {
  type CategoryRow,
  countryExists,
  findCategoryByConst,
  findCategoryById,
  listCategories,
  listCountries,
  listingCountsByCategory,
  subcategoriesOfCategory,
  subcategoryInCategory,
  tagIdsOfCategory,
  tagsOfCategory,
} from './reference-data-repository';

/** The caller's listings are counted only when asked, and then only with a login (else 401). */
type CountFor = { withUserCount: boolean; userId: number | undefined };

async function counts(deps: Deps, { withUserCount, userId }: CountFor) {
  if (withUserCount && userId === undefined) throw unauthenticated();
  return listingCountsByCategory(deps.db, withUserCount ? userId! : null);
}

export async function countries(deps: Deps, locale: Locale) {
  return presentCountries(await listCountries(deps.db), locale);
}

export async function categories(deps: Deps, countFor: CountFor, locale: Locale) {
  const byCategory = await counts(deps, countFor);
  const rows = await listCategories(deps.db);
  return rows.map((row) => presentCategory(row, byCategory.get(row.id) ?? 0, locale));
}

/** One category by its `const`, else 404. */
export async function categoryByConst(
  deps: Deps,
  value: string,
  countFor: CountFor,
  locale: Locale,
) {
  const row = await findCategoryByConst(deps.db, value);
  if (!row) throw notFound();
  const byCategory = await counts(deps, countFor);
  return presentCategory(row, byCategory.get(row.id) ?? 0, locale);
}

/** The tags of a category; any id that is not a category is a 404, not a validation error. */
export async function categoryTags(deps: Deps, categoryId: number, locale: Locale) {
  const category = await findCategoryById(deps.db, categoryId);
  if (!category) throw notFound();
  const rows = await tagsOfCategory(deps.db, category.id);
  return rows.map((row) => presentNamed(row, locale));
}

/** The subcategories of a category; an unknown id is a 404. */
export async function categorySubcategories(deps: Deps, categoryId: number, locale: Locale) {
  const category = await findCategoryById(deps.db, categoryId);
  if (!category) throw notFound();
  const rows = await subcategoriesOfCategory(deps.db, category.id);
  return rows.map((row) => presentNamed(row, locale));
}

/* What the listings' steps check against the reference data (thin calls of the repository). */

/** The category with this `const` (apartment, attraction…), or null. */
export function categoryRowByConst(db: Db, value: string): Promise<CategoryRow | null> {
  return findCategoryByConst(db, value);
}

export function isCountry(db: Db, code: string): Promise<boolean> {
  return countryExists(db, code);
}

export function isSubcategoryOf(db: Db, categoryId: number, id: number): Promise<boolean> {
  return subcategoryInCategory(db, categoryId, id);
}

/** The ids among `tagIds` that are tags of the category. */
export function tagIdsInCategory(db: Db, categoryId: number, tagIds: number[]): Promise<number[]> {
  return tagIdsOfCategory(db, categoryId, tagIds);
}
