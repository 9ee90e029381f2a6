import type { Locale } from './locales';
import { en } from './messages/en';
import { sr } from './messages/sr';

export type MessageKey = keyof typeof en;
export type Catalog = Record<MessageKey, string>;

export const catalogs: Record<Locale, Catalog> = { sr, en };

export function isMessageKey(value: string): value is MessageKey {
  return Object.prototype.hasOwnProperty.call(en, value);
}
