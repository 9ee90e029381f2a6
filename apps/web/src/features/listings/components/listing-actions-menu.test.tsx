import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setLocale } from '../../../lib/i18n';
import { setToken } from '../../../lib/session';
import { jsonResponse, renderWithRouter } from '../../../test/render';
import { listingFixture } from '../testing/listing-fixture';
import { ListingActionsMenu } from './listing-actions-menu';

/** Issue #26 item 5: a draft is deleted at once after an in-app confirmation, with no mail. */
describe('listing actions menu: deleting', () => {
  beforeEach(() => {
    setLocale('sr');
    setToken('tok');
    vi.stubGlobal('fetch', vi.fn<typeof fetch>().mockResolvedValue(jsonResponse(204)));
  });

  it('a draft: the dialog says it goes at once, then DELETE panel/ads/{id}, no mail asked', async () => {
    renderWithRouter(
      <ListingActionsMenu listing={listingFixture({ id: 41 })} />,
      '/listing/apartment/41/info',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Još radnji' }));
    const items = await screen.findAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual(['Obriši']);
    fireEvent.click(items[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Obrisati nacrt?' });
    expect(dialog.textContent).toContain('briše odmah');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Obriši nacrt' }));
    await waitFor(() => expect(vi.mocked(fetch)).toHaveBeenCalled());
    const [url, init] = vi.mocked(fetch).mock.calls[0]!;
    expect(String(url)).toMatch(/\/api\/panel\/ads\/41$/);
    expect(init?.method).toBe('DELETE');
  });

  it('a listed listing still asks for the mailed link', async () => {
    renderWithRouter(<ListingActionsMenu listing={listingFixture({ status: 'listed' })} />);
    fireEvent.click(screen.getByRole('button', { name: 'Još radnji' }));
    fireEvent.click((await screen.findAllByRole('menuitem')).at(-1)!);
    const dialog = await screen.findByRole('dialog', { name: 'Obrisati oglas?' });
    expect(
      within(dialog).getByRole('button', { name: 'Pošalji e-poruku za potvrdu' }),
    ).toBeTruthy();
  });
});

/** Issue #26 item 8: deactivating and activating a listing end with a short confirmation. */
describe('listing actions menu: deactivate and activate', () => {
  beforeEach(() => {
    setLocale('sr');
    setToken('tok');
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>().mockResolvedValue(jsonResponse(200, { data: listingFixture() })),
    );
  });

  it.each([
    ['listed', 'Deaktiviraj', 'Deaktivirati oglas?', /\/43\/deactivate$/, 'Oglas je deaktiviran'],
    ['unlisted', 'Aktiviraj', 'Aktivirati oglas?', /\/43\/activate$/, 'Oglas je poslat na proveru'],
  ] as const)(
    'a %s listing: %s, confirmed, then told',
    async (status, action, title, path, done) => {
      renderWithRouter(<ListingActionsMenu listing={listingFixture({ id: 43, status })} />);
      fireEvent.click(screen.getByRole('button', { name: 'Još radnji' }));
      fireEvent.click(await screen.findByRole('menuitem', { name: action }));
      const dialog = await screen.findByRole('dialog', { name: title });
      fireEvent.click(within(dialog).getByRole('button', { name: action }));
      expect(await screen.findByText(done)).toBeTruthy();
      const [url, init] = vi.mocked(fetch).mock.calls[0]!;
      expect(String(url)).toMatch(path);
      expect(String(url)).toContain('/api/panel/ads/43/');
      expect(init?.method).toBe('POST');
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    },
  );
});
