import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLocale } from '../lib/i18n';
import { setToken } from '../lib/session';
import { demoUser, jsonResponse, renderRoutes } from '../test/render';
import { createRouteTree } from './routes';

function serve() {
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async (input) => {
      const url = String(input);
      // Not verified and no phone: the shell shows its banners above the screen too.
      if (url.includes('/api/me')) return jsonResponse(200, { data: demoUser });
      return jsonResponse(200, { data: [], meta: { page: 1, per_page: 20, total: 0 } });
    }),
  );
}

function screenWidth(phone: boolean) {
  const original = window.matchMedia;
  window.matchMedia = ((query: string) => ({
    ...original(query),
    matches: phone && query.includes('max-width'),
  })) as typeof window.matchMedia;
  return () => {
    window.matchMedia = original;
  };
}

/** Issue #26 item 8: on a phone the first screen is the page; the app promo comes after it. */
describe('panel shell: the app promo', () => {
  let restore = () => {};
  beforeEach(() => {
    setLocale('sr');
    setToken('tok');
    localStorage.removeItem('app_promo_dismissed');
    serve();
  });
  afterEach(() => {
    restore();
    vi.unstubAllGlobals();
  });

  it('on a phone sits under the screen, after its content, never above it', async () => {
    restore = screenWidth(true);
    renderRoutes(createRouteTree, '/my-travel/reservations');
    const heading = await screen.findByRole('heading', { name: 'Moja putovanja', level: 1 });
    await screen.findByText('Još nemate putovanja — pronađite smeštaj.');
    const promo = screen.getByTestId('app-promo');
    expect(heading.compareDocumentPosition(promo) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    const empty = screen.getByText('Još nemate putovanja — pronađite smeštaj.');
    expect(empty.compareDocumentPosition(promo) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('on a desktop is not shown', async () => {
    restore = screenWidth(false);
    renderRoutes(createRouteTree, '/my-travel/reservations');
    await screen.findByRole('heading', { name: 'Moja putovanja', level: 1 });
    expect(screen.queryByTestId('app-promo')).toBeNull();
  });
});
