import type { User } from '@gazda/contracts/user';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { setLocale } from '../lib/i18n';
import { demoUser, renderWithRouter } from '../test/render';
import { PanelDrawer } from './panel-drawer';

const user: User = { ...demoUser, rolesAndPermissions: { roles: [] } };

/** The shell as it is when the burger was pressed before the drawer's code arrived. */
function ArrivesOpen() {
  const [opened, setOpened] = useState(true);
  return <PanelDrawer user={user} opened={opened} onClose={() => setOpened(false)} />;
}

describe('PanelDrawer', () => {
  beforeEach(() => setLocale('en'));

  it('mounted open (its code came after the tap) still gives the focus back on close', async () => {
    const burger = document.createElement('button');
    burger.textContent = 'Open the menu';
    document.body.append(burger);
    try {
      burger.focus();
      renderWithRouter(<ArrivesOpen />);
      const dialog = await screen.findByRole('dialog');
      await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
      await act(async () => {
        fireEvent.keyDown(dialog, { key: 'Escape' });
      });
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      await waitFor(() => expect(document.activeElement).toBe(burger));
    } finally {
      burger.remove();
    }
  });
});
