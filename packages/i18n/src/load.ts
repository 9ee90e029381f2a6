import { catalogs } from './catalog';
import { catalogLocale, type CatalogLocale, type Locale } from './locales';

/*
 * Fetches a language's messages where they arrive on demand (the panel's build, see
 * ./catalog-lazy); where both are bundled (the server, tests) the catalogue is already full and
 * this does nothing.
 *
 * The panel's messages come in three parts: `first`, what the screens of a logged-out person need
 * (./first-screens); `visited`, what the most visited pages add to it (./most-visited: the
 * dashboard, a listing's calendar and its public page, issue #9); and `all`, every message,
 * which the other screens ask for before they load. `all` holds the other two. Once a part has
 * been needed, a language switch loads that part of the new one.
 */
export type MessagePart = 'first' | 'visited' | 'all';
// Cyrillic Serbian loads the Latin messages (./locales.ts catalogLocale): one download for both.

type Messages = Record<string, unknown>;

const loaders: Record<CatalogLocale, Record<MessagePart, () => Promise<Messages>>> = {
  sr: {
    first: () => import('./first-screens/sr').then((m) => m.sr),
    visited: () => import('./most-visited/sr').then((m) => m.sr),
    all: () => import('./messages/sr').then((m) => m.sr),
  },
  en: {
    first: () => import('./first-screens/en').then((m) => m.en),
    visited: () => import('./most-visited/en').then((m) => m.en),
    all: () => import('./messages/en').then((m) => m.en),
  },
};

/** Bundled catalogues (the server, tests) are complete from the start. */
const bundled = (locale: CatalogLocale) => Object.keys(catalogs[locale]).length > 0;

const loaded: Record<CatalogLocale, Set<MessagePart>> = {
  sr: new Set(bundled('sr') ? ['first', 'visited', 'all'] : []),
  en: new Set(bundled('en') ? ['first', 'visited', 'all'] : []),
};
const pending = new Map<string, Promise<void>>();
/** The parts the panel has needed so far, in whichever language. */
const needed = new Set<MessagePart>(['first']);

/** Whether `locale` has every part the panel has needed so far. */
export function hasCatalog(locale: Locale): boolean {
  const parts = loaded[catalogLocale(locale)];
  return [...needed].every((part) => parts.has(part) || parts.has('all'));
}

function loadPart(locale: CatalogLocale, part: MessagePart): Promise<void> {
  if (loaded[locale].has(part) || loaded[locale].has('all')) return Promise.resolve();
  const id = `${locale}:${part}`;
  let loading = pending.get(id);
  if (!loading) {
    loading = loaders[locale][part]().then(
      (messages) => {
        Object.assign(catalogs[locale], messages);
        loaded[locale].add(part);
        pending.delete(id);
      },
      (error: unknown) => {
        pending.delete(id);
        throw error;
      },
    );
    pending.set(id, loading);
  }
  return loading;
}

/**
 * Resolves once `locale` has every part needed so far, plus `part` when named (which is then
 * needed from now on); a failed fetch may be retried.
 */
export async function loadCatalog(locale: Locale, part?: MessagePart): Promise<void> {
  if (part) needed.add(part);
  const parts = needed.has('all') ? (['all'] as const) : [...needed];
  await Promise.all(parts.map((p) => loadPart(catalogLocale(locale), p)));
}
