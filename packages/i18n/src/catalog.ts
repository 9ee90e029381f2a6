import type { CatalogLocale } from './locales';
import { en } from './messages/en';
import { sr } from './messages/sr';

export type MessageKey = keyof typeof en;
export type Catalog = Record<MessageKey, string>;

/** Cyrillic Serbian reads `sr` (./locales.ts catalogLocale) and transliterates (./translate.ts). */
export const catalogs: Record<CatalogLocale, Catalog> = { sr, en };

export function isMessageKey(value: string): value is MessageKey {
  return Object.prototype.hasOwnProperty.call(en, value);
}
