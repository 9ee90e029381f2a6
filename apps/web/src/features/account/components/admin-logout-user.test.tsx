import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setLocale } from '../../../lib/i18n';
import { setToken } from '../../../lib/session';
import { jsonResponse, renderWithRouter } from '../../../test/render';
import { AdminLogoutUser } from './admin-logout-user';

describe("an operator signs a user out everywhere (the user's account view)", () => {
  beforeEach(() => {
    setToken('tok');
    setLocale('en');
  });

  it('asks first, then sends POST admin/users/{id}/logout and says it is done', async () => {
    vi.stubGlobal('fetch', vi.fn<typeof fetch>().mockResolvedValue(jsonResponse(204)));
    renderWithRouter(<AdminLogoutUser userId={7} name="Milica Jovanović" />);
    fireEvent.click(screen.getByRole('button', { name: 'Sign this user out everywhere' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Sign Milica Jovanović out everywhere?',
    });
    expect(fetch).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sign out everywhere' }));
    expect(await screen.findByText('The user is signed out everywhere.')).toBeTruthy();
    const [url, init] = vi.mocked(fetch).mock.calls[0]!;
    expect([init?.method, String(url)]).toEqual(['POST', '/api/admin/users/7/logout']);
  });

  it("shows the server's refusal", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>().mockResolvedValue(jsonResponse(403, { message: 'Forbidden.' })),
    );
    renderWithRouter(<AdminLogoutUser userId={7} name="Milica Jovanović" />);
    fireEvent.click(screen.getByRole('button', { name: 'Sign this user out everywhere' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sign out everywhere' }));
    expect(await screen.findByRole('alert', { name: 'Forbidden.' })).toBeTruthy();
  });
});
