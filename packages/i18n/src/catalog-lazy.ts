import type { Catalog, MessageKey } from './catalog';
import type { CatalogLocale } from './locales';

/*
 * The panel's build uses this module in place of ./catalog (apps/web/vite.config.ts): the same
 * exports, but the catalogues start empty and ./load fills the one a person needs, so the first
 * download carries one language, not both. The server and every test use ./catalog, where both
 * are always there.
 */
export type { Catalog, MessageKey };

export const catalogs: Record<CatalogLocale, Catalog> = { sr: {} as Catalog, en: {} as Catalog };

export function isMessageKey(value: string): value is MessageKey {
  return Object.values(catalogs).some((catalog) =>
    Object.prototype.hasOwnProperty.call(catalog, value),
  );
}
