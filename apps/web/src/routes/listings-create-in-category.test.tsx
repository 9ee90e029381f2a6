import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useCreateListing } from '../features/listings/api/create-listing';
import { listingFixture } from '../features/listings/testing/listing-fixture';
import { setLocale } from '../lib/i18n';
import { setToken } from '../lib/session';
import { jsonResponse, renderRoutes, renderWithRouter } from '../test/render';
import { ListingsCreateInCategoryRoute } from './listings-create-in-category';

/** Issue #26 item 5: opening the create page makes nothing; the first save makes one draft. */

const info = {
  name: { sr: 'Stan', en: '' },
  description: { sr: 'Svetao stan.', en: '' },
  subcategory_id: 3,
};

function calls(method: string) {
  return vi
    .mocked(fetch)
    .mock.calls.filter(([, init]) => (init?.method ?? 'GET') === method)
    .map(([url]) => String(url));
}

function FirstSave() {
  const create = useCreateListing();
  return (
    <button type="button" onClick={() => create.save({ category: 'apartment', info }, {})}>
      save
    </button>
  );
}

describe('creating a listing', () => {
  beforeEach(() => {
    setLocale('sr');
    setToken('tok');
  });

  it('opening /listings/apartment/create shows the first step and sends no POST', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async () => jsonResponse(200, { data: [] })),
    );
    renderRoutes(
      [{ path: '/listings/:categoryConst/create', element: <ListingsCreateInCategoryRoute /> }],
      '/listings/apartment/create',
    );
    expect(await screen.findByRole('heading', { name: 'Novi oglas' })).toBeTruthy();
    await waitFor(() => expect(calls('GET').length).toBeGreaterThan(0));
    expect(calls('POST')).toEqual([]);
    // Nothing exists yet: no preview, no delete menu.
    expect(screen.queryByRole('button', { name: 'Još radnji' })).toBeNull();
  });

  it('a double click on the first save creates one draft, then saves its first step', async () => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async (_url, init) => {
        if (init?.method === 'POST') {
          await held;
          return jsonResponse(201, { data: listingFixture({ id: 55 }) });
        }
        return jsonResponse(200, { data: listingFixture({ id: 55, ...info }) });
      }),
    );
    renderWithRouter(<FirstSave />);
    const button = screen.getByRole('button', { name: 'save' });
    fireEvent.click(button);
    fireEvent.click(button);
    release();
    await waitFor(() => expect(calls('PATCH')).toHaveLength(1));
    expect(calls('POST')).toHaveLength(1);
    expect(calls('PATCH')[0]).toMatch(/\/api\/panel\/ads\/55$/);
  });

  it('a first save whose step is refused reuses its draft on the next try', async () => {
    let patches = 0;
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async (_url, init) => {
        if (init?.method === 'POST') return jsonResponse(201, { data: listingFixture({ id: 56 }) });
        patches += 1;
        if (patches === 1) return jsonResponse(500, { message: 'x', code: 'server_error' });
        return jsonResponse(200, { data: listingFixture({ id: 56, ...info }) });
      }),
    );
    renderWithRouter(<FirstSave />);
    const button = screen.getByRole('button', { name: 'save' });
    fireEvent.click(button);
    await waitFor(() => expect(calls('PATCH')).toHaveLength(1));
    await waitFor(() => expect(vi.mocked(fetch).mock.results.length).toBe(2));
    await new Promise((resolve) => setTimeout(resolve, 50));
    fireEvent.click(button);
    await waitFor(() => expect(calls('PATCH')).toHaveLength(2));
    expect(calls('POST')).toHaveLength(1);
  });
});
