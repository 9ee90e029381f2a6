import { catalogs } from './catalog';
import type { Locale } from './locales';

/*
 * Fetches a language's messages where they arrive on demand (the panel's build, see
 * ./catalog-lazy); where both are bundled (the server, tests) the catalogue is already full and
 * this does nothing.
 */
const loaders: Record<Locale, () => Promise<Record<string, string>>> = {
  sr: () => import('./messages/sr').then((m) => m.sr),
  en: () => import('./messages/en').then((m) => m.en),
};

const pending = new Map<Locale, Promise<void>>();

export function hasCatalog(locale: Locale): boolean {
  return Object.keys(catalogs[locale]).length > 0;
}

/** Resolves once `locale`'s messages are in the catalogue; a failed fetch may be retried. */
export function loadCatalog(locale: Locale): Promise<void> {
  if (hasCatalog(locale)) return Promise.resolve();
  let loading = pending.get(locale);
  if (!loading) {
    loading = loaders[locale]().then(
      (messages) => {
        Object.assign(catalogs[locale], messages);
      },
      (error: unknown) => {
        pending.delete(locale);
        throw error;
      },
    );
    pending.set(locale, loading);
  }
  return loading;
}
