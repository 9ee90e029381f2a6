import { hasCatalog, loadCatalog, type MessagePart } from '@gazda/i18n/load';
import { defaultLocale, intlLocale, isLocale, type Locale } from '@gazda/i18n/locales';
import { createTranslator, type Translate } from '@gazda/i18n/translate';
import {
  createContext,
  useContext,
  useEffect,
  useMemo,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { getToken } from './session';
import { readStored, writeStored } from './storage';

/*
 * The panel language: Serbian (Latin) by default, English as fallback. It lives outside React so
 * that the API client can send `App-Language` on every call; components read it through useT().
 * Order at start: `?lang=sr|sr-Cyrl|en` in the URL, then the remembered choice, then Serbian.
 */
export const LANG_PARAM = 'lang';
const LANG_KEY = 'lang';

function localeFromSearch(search: string): Locale | null {
  const value = new URLSearchParams(search).get(LANG_PARAM);
  return isLocale(value) ? value : null;
}

const fromUrl = typeof window === 'undefined' ? null : localeFromSearch(window.location.search);
if (fromUrl) writeStored(LANG_KEY, fromUrl);

/** The chosen language: sent as App-Language at once. */
let current: Locale = fromUrl ?? readStored<Locale>(LANG_KEY, defaultLocale, isLocale);
/** The language on screen: the chosen one once its messages are here (they load on demand). */
let shown: Locale = current;
if (typeof document !== 'undefined') document.documentElement.lang = intlLocale(current);
/** A choice made while logged in that the server has not saved yet: `me` must not undo it. */
let unsaved: Locale | null = fromUrl && getToken() ? fromUrl : null;
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function getLocale(): Locale {
  return current;
}

function getShownLocale(): Locale {
  return shown;
}

function show(locale: Locale): void {
  if (locale === shown) return;
  shown = locale;
  for (const listener of listeners) listener();
}

/** Loads what the panel needs of `locale`, including a part asked for while it was loading. */
async function ready(locale: Locale): Promise<void> {
  await loadCatalog(locale);
  if (!hasCatalog(locale)) await ready(locale);
}

/** Resolves once the chosen language's messages are loaded: the panel renders after that. */
export function whenLocaleReady(): Promise<void> {
  return ready(current);
}

/**
 * The first screens (login, registration) need only their own messages; the most visited pages
 * wait for theirs (`visited`) and every other screen for all of them (app/routes.tsx), in the
 * language shown and the one coming.
 */
export async function loadMessages(part: Exclude<MessagePart, 'first'>): Promise<void> {
  await Promise.all([loadCatalog(shown, part), loadCatalog(current, part)]);
}

/**
 * Shows the panel in `locale` and remembers it on this device. Its messages may still have to be
 * fetched: until they arrive the screen stays in the previous language; if they cannot be
 * fetched, it stays there.
 */
export function setLocale(locale: Locale): void {
  writeStored(LANG_KEY, locale);
  if (locale === current) return;
  current = locale;
  if (hasCatalog(locale)) {
    show(locale);
    return;
  }
  ready(locale).then(
    () => {
      if (current === locale) show(locale);
    },
    () => {
      if (current === locale) current = shown;
    },
  );
}

/** A person picked a language while logged in; settleLocale() once the server has saved it. */
export function chooseLocale(locale: Locale): void {
  unsaved = locale;
  setLocale(locale);
}

export function settleLocale(): void {
  unsaved = null;
}

/** When `me` loads, the user's saved language becomes the panel language. */
export function adoptUserLocale(locale: Locale): void {
  if (unsaved === null) setLocale(locale);
}

type I18n = { locale: Locale; t: Translate };
const I18nContext = createContext<I18n | null>(null);

export function LocaleProvider({ children }: { children: ReactNode }) {
  const locale = useSyncExternalStore(subscribe, getShownLocale, getShownLocale);
  const value = useMemo(() => ({ locale, t: createTranslator(locale) }), [locale]);

  useEffect(() => {
    document.documentElement.lang = intlLocale(locale);
  }, [locale]);

  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

function useI18n(): I18n {
  const value = useContext(I18nContext);
  if (!value) throw new Error('useT() and useLocale() need a <LocaleProvider> above them');
  return value;
}

export function useLocale(): Locale {
  return useI18n().locale;
}

export function useT(): Translate {
  return useI18n().t;
}
