import type { UserSession } from '@gazda/contracts/sessions';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setLocale } from '../../../lib/i18n';
import { setToken } from '../../../lib/session';
import { jsonResponse, renderWithRouter } from '../../../test/render';
import { SessionsCard } from './sessions-card';

const laptop: UserSession = {
  id: 11,
  name: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
  created_at: '2026-11-20T08:00:00.000Z',
  last_used_at: '2026-11-24T06:00:00.000Z',
  expires_at: '2026-12-20T08:00:00.000Z',
  current: true,
};
const phone: UserSession = {
  id: 12,
  name: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  created_at: '2026-11-18T19:30:00.000Z',
  last_used_at: '2026-11-23T21:15:00.000Z',
  expires_at: '2026-12-18T19:30:00.000Z',
  current: false,
};
const tablet: UserSession = { ...phone, id: 13, name: 'curl/8.5.0' };

type Answer = { status: number; body?: unknown };

/**
 * A server for the card: GET sessions answers the current list; DELETE and logout-others answer
 * `end` and, on success, change the list the next GET returns.
 */
function server(initial: UserSession[], end: Answer, after: UserSession[]) {
  let sessions = initial;
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const method = init?.method ?? 'GET';
    if (method === 'GET') return jsonResponse(200, { data: sessions });
    if (end.status < 300) sessions = after;
    return jsonResponse(end.status, end.body);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const calls = (mock: ReturnType<typeof server>) =>
  mock.mock.calls.map(([url, init]) => `${init?.method ?? 'GET'} ${String(url)}`);

const bodies = (mock: ReturnType<typeof server>) =>
  mock.mock.calls.flatMap(([, init]) => (init?.body ? [JSON.parse(String(init.body))] : []));

/** Types the password into the dialog's field (asked again before any login ends). */
async function typePassword(dialog: HTMLElement, label: string, value = 'moja-lozinka-1') {
  await userEvent.type(within(dialog).getByLabelText(label, { exact: false }), value);
}

describe('where you are signed in (change-password tab)', () => {
  beforeEach(() => {
    setToken('tok');
  });

  it('sr: lists the logins by browser and system, "this device" on the current one, ends another after asking', async () => {
    setLocale('sr');
    const mock = server([laptop, phone], { status: 204 }, [laptop]);
    renderWithRouter(<SessionsCard />);

    const list = await screen.findByRole('list', { name: 'Vaše prijave' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((row) => row.getAttribute('aria-label'))).toEqual([
      'Chrome · Windows',
      'Safari · iPhone',
    ]);
    expect(within(rows[0]!).getByText('Ovaj uređaj')).toBeTruthy();
    expect(within(rows[0]!).queryByRole('button')).toBeNull();
    expect(within(rows[1]!).queryByText('Ovaj uređaj')).toBeNull();
    // Dates in the user's language and time zone (Europe/Belgrade).
    expect(within(rows[1]!).getByText('Poslednja aktivnost: 23. 11. 2026. 22:15')).toBeTruthy();
    expect(within(rows[1]!).getByText('Prijava: 18. 11. 2026. 20:30')).toBeTruthy();

    fireEvent.click(
      within(rows[1]!).getByRole('button', { name: 'Odjavi prijavu: Safari · iPhone' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Odjaviti ovu prijavu?' });
    expect(calls(mock)).toEqual(['GET /api/user-settings/sessions']);
    // Without the password nothing is sent: the field says so.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Odjavi' }));
    expect(await within(dialog).findByText('Obavezno polje')).toBeTruthy();
    expect(calls(mock)).toEqual(['GET /api/user-settings/sessions']);
    await typePassword(dialog, 'Vaša lozinka');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Odjavi' }));

    expect(await screen.findByText('Prijava je odjavljena.')).toBeTruthy();
    expect(calls(mock)).toContain('DELETE /api/user-settings/sessions/12');
    expect(bodies(mock)).toEqual([{ current_password: 'moja-lozinka-1' }]);
    // The list was read again before the message: only this device is left.
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    expect(screen.getByText('Prijavljeni ste samo na ovom uređaju.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Odjavi me sa svih ostalih uređaja' })).toBeNull();
  });

  it('en: signs out everywhere else after asking; an unparsable agent is shown as sent', async () => {
    setLocale('en');
    const mock = server([laptop, phone, tablet], { status: 204 }, [laptop]);
    renderWithRouter(<SessionsCard />);

    expect(await screen.findByRole('listitem', { name: 'curl/8.5.0' })).toBeTruthy();
    expect(screen.getByText('This device')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Sign out everywhere else' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign out everywhere else?' });
    await typePassword(dialog, 'Your password');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sign out everywhere else' }));

    expect(await screen.findByText('You are signed out everywhere else.')).toBeTruthy();
    expect(calls(mock)).toContain('POST /api/user-settings/sessions/logout-others');
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
    expect(screen.getByText('You are signed in on this device only.')).toBeTruthy();
  });

  it("shows the server's error and keeps the list", async () => {
    setLocale('en');
    server([laptop, phone], { status: 404, body: { message: 'Not found.' } }, []);
    renderWithRouter(<SessionsCard />);

    fireEvent.click(
      await screen.findByRole('button', { name: 'End the login on Safari · iPhone' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'End this login?' });
    await typePassword(dialog, 'Your password');
    fireEvent.click(within(dialog).getByRole('button', { name: 'End' }));

    // Above the list, as any failed request of a form (not a message that fades away).
    const alert = await screen.findByRole('alert', { name: 'Not found.' });
    expect(alert.closest('section')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });

  it('a wrong password stays in the dialog, under its field, and nothing ends', async () => {
    setLocale('sr');
    const mock = server(
      [laptop, phone],
      {
        status: 422,
        body: {
          message: 'Trenutna lozinka nije tačna',
          errors: { current_password: ['Trenutna lozinka nije tačna'] },
        },
      },
      [],
    );
    renderWithRouter(<SessionsCard />);

    fireEvent.click(
      await screen.findByRole('button', { name: 'Odjavi me sa svih ostalih uređaja' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Odjaviti sve ostale uređaje?' });
    await typePassword(dialog, 'Vaša lozinka', 'pogresna');
    fireEvent.click(
      within(dialog).getByRole('button', { name: 'Odjavi me sa svih ostalih uređaja' }),
    );

    expect(await within(dialog).findByText('Trenutna lozinka nije tačna')).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Odjaviti sve ostale uređaje?' })).toBe(dialog);
    expect(calls(mock)).toContain('POST /api/user-settings/sessions/logout-others');
    expect(screen.queryByText('Odjavljeni ste sa svih ostalih uređaja.')).toBeNull();
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });
});
