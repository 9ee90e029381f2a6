import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
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

  describe('on a phone, where they scroll sideways', () => {
    const sizes = { scrollWidth: 520, clientWidth: 358 };
    const saved = Object.keys(sizes).map(
      (name) => [name, Object.getOwnPropertyDescriptor(HTMLElement.prototype, name)] as const,
    );
    beforeEach(() => {
      for (const [name, value] of Object.entries(sizes))
        Object.defineProperty(HTMLElement.prototype, name, {
          configurable: true,
          get: () => value,
        });
    });
    afterEach(() => {
      for (const [name, descriptor] of saved)
        if (descriptor) Object.defineProperty(HTMLElement.prototype, name, descriptor);
    });

    it('fade the edge that has more tabs behind it, and follow the scrolling', async () => {
      renderRoutes(routes, '/user-settings/account');
      const list = screen.getByRole('tablist', { name: 'Odeljci podešavanja' });
      await waitFor(() => expect(list.hasAttribute('data-more-after')).toBe(true));
      expect(list.hasAttribute('data-more-before')).toBe(false);
      list.scrollLeft = 162;
      fireEvent.scroll(list);
      await waitFor(() => expect(list.hasAttribute('data-more-before')).toBe(true));
      expect(list.hasAttribute('data-more-after')).toBe(false);
    });
  });
});
