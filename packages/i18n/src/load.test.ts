import { describe, expect, it, vi } from 'vitest';
import { en } from './messages/en';
import { en as firstEn } from './first-screens/en';
import { sr as firstSr } from './first-screens/sr';
import { sr as visitedSr } from './most-visited/sr';
import { sr } from './messages/sr';

// As in the panel's build (apps/web/vite.config.ts): the catalogue starts empty.
vi.mock('./catalog', async () => await import('./catalog-lazy'));

const { catalogs, isMessageKey } = await import('./catalog');
const { hasCatalog, loadCatalog } = await import('./load');
const { createTranslator } = await import('./translate');

describe('catalogues loaded on demand (the panel)', () => {
  it('starts with neither language, then loads only the first screens of the one asked for', async () => {
    expect(hasCatalog('sr')).toBe(false);
    expect(hasCatalog('en')).toBe(false);
    expect(isMessageKey('auth.login.title')).toBe(false);
    // Before its messages arrive a translation is its id, and that is not remembered.
    expect(createTranslator('sr')('auth.login.title')).toBe('auth.login.title');

    await Promise.all([loadCatalog('sr'), loadCatalog('sr')]);

    expect(hasCatalog('sr')).toBe(true);
    expect(hasCatalog('en')).toBe(false);
    expect(catalogs.sr).toEqual(firstSr);
    expect(isMessageKey('auth.login.title')).toBe(true);
    expect(isMessageKey('dashboard.title')).toBe(false);
    expect(isMessageKey('no.such.key')).toBe(false);
    expect(createTranslator('sr')('auth.login.title')).toBe(sr['auth.login.title']);
  });

  it('the first screens hold only messages of the full catalogue, the same in both languages', () => {
    expect(Object.keys(firstSr).sort()).toEqual(Object.keys(firstEn).sort());
    for (const [key, text] of Object.entries(firstSr))
      expect(sr[key as keyof typeof sr]).toBe(text);
  });

  it('the most visited pages ask for their part: it and the first screens, no other slice', async () => {
    await loadCatalog('sr', 'visited');
    expect(catalogs.sr).toEqual({ ...firstSr, ...visitedSr });
    expect(isMessageKey('dashboard.title')).toBe(true);
    expect(isMessageKey('admin.nav.listings')).toBe(false);
  });

  it('the rest of the panel asks for all messages; a switch then loads all of the other language', async () => {
    await loadCatalog('sr', 'all');
    expect(catalogs.sr).toEqual(sr);
    expect(isMessageKey('dashboard.title')).toBe(true);
    expect(hasCatalog('en')).toBe(false);

    await loadCatalog('en');
    expect(hasCatalog('en')).toBe(true);
    expect(catalogs.en).toEqual(en);
    expect(createTranslator('en')('auth.login.title')).toBe(en['auth.login.title']);
    expect(createTranslator('sr')('auth.login.title')).toBe(sr['auth.login.title']);
  });

  it('Serbian Cyrillic reads the Latin messages already there: nothing more to fetch', async () => {
    expect(hasCatalog('sr-Cyrl')).toBe(true);
    await loadCatalog('sr-Cyrl');
    expect(Object.keys(catalogs)).toEqual(['sr', 'en']);
    expect(createTranslator('sr-Cyrl')('auth.login.title')).toBe('Пријава');
    expect(createTranslator('sr')('auth.login.title')).toBe('Prijava');
  });
});
