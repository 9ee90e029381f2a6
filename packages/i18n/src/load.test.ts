import { describe, expect, it, vi } from 'vitest';
import { en } from './messages/en';
import { sr } from './messages/sr';

// As in the panel's build (apps/web/vite.config.ts): the catalogue starts empty.
vi.mock('./catalog', async () => await import('./catalog-lazy'));

const { catalogs, isMessageKey } = await import('./catalog');
const { hasCatalog, loadCatalog } = await import('./load');
const { createTranslator } = await import('./translate');

describe('catalogues loaded on demand (the panel)', () => {
  it('starts with neither language, then loads only the one asked for', async () => {
    expect(hasCatalog('sr')).toBe(false);
    expect(hasCatalog('en')).toBe(false);
    expect(isMessageKey('auth.login.title')).toBe(false);
    // Before its messages arrive a translation is its id, and that is not remembered.
    expect(createTranslator('sr')('auth.login.title')).toBe('auth.login.title');

    await Promise.all([loadCatalog('sr'), loadCatalog('sr')]);

    expect(hasCatalog('sr')).toBe(true);
    expect(hasCatalog('en')).toBe(false);
    expect(catalogs.sr).toEqual(sr);
    expect(isMessageKey('auth.login.title')).toBe(true);
    expect(isMessageKey('no.such.key')).toBe(false);
    expect(createTranslator('sr')('auth.login.title')).toBe(sr['auth.login.title']);
  });

  it('a switch loads the other language; both then translate', async () => {
    await loadCatalog('en');
    expect(hasCatalog('en')).toBe(true);
    expect(createTranslator('en')('auth.login.title')).toBe(en['auth.login.title']);
    expect(createTranslator('sr')('auth.login.title')).toBe(sr['auth.login.title']);
  });
});
