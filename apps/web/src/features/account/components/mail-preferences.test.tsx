import type { User } from '@gazda/contracts/user';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setLocale } from '../../../lib/i18n';
import { setToken } from '../../../lib/session';
import { jsonResponse, renderWithRouter, demoUser } from '../../../test/render';
import { MailPreferences } from './mail-preferences';

const user: User = { ...demoUser, rolesAndPermissions: { roles: [] } };

describe('mail preferences (notifications tab)', () => {
  beforeEach(() => {
    setLocale('sr');
    setToken('tok');
  });

  it('shows each category from the user and saves the one unticked', async () => {
    const saved = {
      ...demoUser,
      settings: { ...demoUser.settings, mails: { ...demoUser.settings.mails, reminders: false } },
    };
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>().mockResolvedValue(jsonResponse(200, { data: saved })),
    );
    renderWithRouter(<MailPreferences user={user} />);
    const reminders = screen.getByRole('checkbox', { name: /Podsetnici/ });
    expect((reminders as HTMLInputElement).checked).toBe(true);
    expect(screen.getAllByRole('checkbox')).toHaveLength(5);
    expect(screen.getByRole('checkbox', { name: 'Nove poruke dok nisam na sajtu' })).toBeTruthy();
    fireEvent.click(reminders);
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    const call = vi.mocked(fetch).mock.calls[0]!;
    expect(String(call[0])).toContain('/api/user-settings/update-settings');
    expect(JSON.parse(String(call[1]?.body))).toEqual({ mails: { reminders: false } });
  });
});
