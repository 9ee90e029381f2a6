import type { User } from '@gazda/contracts/user';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setLocale } from '../lib/i18n';
import { setToken } from '../lib/session';
import { demoUser, jsonResponse, renderWithRouter } from '../test/render';
import { PanelHeader, type PanelPopup } from './panel-header';
import * as popupsModule from './panel-popups';

const user: User = {
  ...demoUser,
  first_name: 'Ana',
  last_name: 'Jović',
  rolesAndPermissions: { roles: [] },
};

/** The shell's part: the menus' code arrives when `arrive` is called (panel-layout.tsx's import). */
function Header({ onReady }: { onReady: (arrive: () => void) => void }) {
  const [popups, setPopups] = useState<typeof popupsModule | null>(null);
  const [wanted, setWanted] = useState<PanelPopup | null>(null);
  onReady(() => setPopups(popupsModule));
  return (
    <PanelHeader
      user={user}
      drawerOpened={false}
      onBurger={() => undefined}
      popups={popups}
      wanted={wanted}
      onWant={setWanted}
    />
  );
}

function show() {
  let arrive = () => undefined as void;
  renderWithRouter(<Header onReady={(fn) => (arrive = fn)} />);
  return { arrive: () => arrive() };
}

/** The top bar before and after its menus' code arrives (issue #9: not in the first download). */
describe('the panel header', () => {
  beforeEach(() => {
    setLocale('en');
    setToken('token');
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>().mockResolvedValue(jsonResponse(200, { data: [] })),
    );
  });

  it('shows the menus’ buttons at once, and a tap before their code opens the menu once it is here', async () => {
    const { arrive } = show();
    const avatar = screen.getByRole('button', { name: 'Account menu' });
    screen.getByRole('button', { name: /Language: English/ });
    await userEvent.click(avatar);
    expect(avatar.getAttribute('aria-expanded')).toBe('true');
    expect(screen.queryByRole('menuitem', { name: 'Log out' })).toBeNull();

    arrive();
    await screen.findByRole('menuitem', { name: 'Log out' });
    expect(screen.getByRole('button', { name: 'Account menu' })).not.toBe(avatar);
  });

  it('hands the keyboard focus from a button to the real one when the code arrives', async () => {
    const { arrive } = show();
    const language = screen.getByRole('button', { name: /Language: English/ });
    language.focus();
    arrive();
    await waitFor(() => {
      const real = screen.getByRole('button', { name: /Language: English/ });
      expect(real).not.toBe(language);
      expect(document.activeElement).toBe(real);
    });
    // Focused but not tapped: the menu stays closed until asked.
    expect(screen.queryByRole('menuitem', { name: 'English' })).toBeNull();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('menuitem', { name: 'English' });
  });
});
