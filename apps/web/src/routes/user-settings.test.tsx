import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { setLocale } from '../lib/i18n';
import { renderRoutes } from '../test/render';
import { UserSettingsRoute } from './user-settings';

const routes = [
  {
    path: '/user-settings',
    element: <UserSettingsRoute />,
    children: [
      { path: 'account', element: <p>account tab</p> },
      { path: 'change-password', element: <p>password tab</p> },
      { path: 'notifications', element: <p>notifications tab</p> },
    ],
  },
];

/** docs/rules/product.md §2: "An optional viewAsAdmin query value is carried on tabs." */
describe('settings tabs', () => {
  beforeEach(() => setLocale('sr'));

  it('carry viewAsAdmin from tab to tab', async () => {
    const { router } = renderRoutes(routes, '/user-settings/account?viewAsAdmin=1');
    expect(screen.getByText('account tab')).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'Lozinka' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/user-settings/change-password'),
    );
    expect(new URLSearchParams(router.state.location.search).get('viewAsAdmin')).toBe('1');
    fireEvent.click(screen.getByRole('tab', { name: 'Nalog' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/user-settings/account'));
    expect(router.state.location.search).toBe('?viewAsAdmin=1');
  });

  it('add nothing without it', async () => {
    const { router } = renderRoutes(routes, '/user-settings/account');
    fireEvent.click(screen.getByRole('tab', { name: 'Lozinka' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/user-settings/change-password'),
    );
    expect(router.state.location.search).toBe('');
  });
});
