import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setLocale } from '../../../lib/i18n';
import { queryKeys } from '../../../lib/query-keys';
import { demoUser, jsonResponse, renderWithRouter } from '../../../test/render';
import { EmailChangeStatus } from './email-change-status';

const link = { id: '7', hash: 'abc', expires: '1', signature: 'sig' };

/** The page of the link mailed to a new address (issue #23 item 4). */
describe('e-mail change confirmation screen', () => {
  beforeEach(() => setLocale('sr'));

  it('calls the signed link once and says the new address, in sr', async () => {
    const fetchMock = vi
      .fn<typeof fetch>()
      .mockResolvedValue(jsonResponse(200, { data: { email: 'nova@example.rs' } }));
    vi.stubGlobal('fetch', fetchMock);
    const { queryClient } = renderWithRouter(<EmailChangeStatus link={link} />);
    queryClient.setQueryData(queryKeys.me, demoUser);
    expect(
      await screen.findByText(
        'Gotovo: vaša e-mail adresa je sada nova@example.rs. Od sada se prijavljujete sa njom.',
      ),
    ).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(String(fetchMock.mock.calls[0]![0])).toContain(
      '/api/email/change/7/abc?expires=1&signature=sig',
    );
    // A logged-in panel reads its user again.
    expect(queryClient.getQueryState(queryKeys.me)?.isInvalidated).toBe(true);
    const settings = screen.getByRole('link', { name: 'Podešavanja naloga' });
    expect(settings.getAttribute('href')).toBe('/user-settings/account');
  });

  it('in en too', async () => {
    setLocale('en');
    vi.stubGlobal(
      'fetch',
      vi
        .fn<typeof fetch>()
        .mockResolvedValue(jsonResponse(200, { data: { email: 'new@example.rs' } })),
    );
    renderWithRouter(<EmailChangeStatus link={link} />);
    expect(
      await screen.findByText(
        'Done: your e-mail address is now new@example.rs. Log in with it from now on.',
      ),
    ).toBeTruthy();
  });

  it("shows the server's reason for a refused link and the way back", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>().mockResolvedValue(
        jsonResponse(422, {
          message: 'Greška u validaciji',
          errors: { email: ['Ovu adresu je u međuvremenu zauzeo drugi nalog'] },
        }),
      ),
    );
    renderWithRouter(<EmailChangeStatus link={link} />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Nismo mogli da promenimo vašu e-mail adresu.');
    expect(alert.textContent).toContain('Ovu adresu je u međuvremenu zauzeo drugi nalog');
    expect(screen.getByText(/Ništa nije promenjeno/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Podešavanja naloga' })).toBeTruthy();
  });
});
