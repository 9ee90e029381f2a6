import type { Category } from '@gazda/contracts/listings';
import type { User } from '@gazda/contracts/user';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setLocale } from '../lib/i18n';
import { setToken } from '../lib/session';
import { demoUser, jsonResponse, renderWithRouter } from '../test/render';
import { PanelDrawer } from './panel-drawer';
import { PanelHeader, type PanelPopup } from './panel-header';
import * as popupsModule from './panel-popups';

/** A host with listings in the three categories: every link the panel has but the back office. */
const host: User = { ...demoUser, apartmentCount: 2, rolesAndPermissions: { roles: [] } };
const categories: Category[] = [
  { id: 1, const: 'apartment', name: 'Accommodation', icon: 'home', ads_count: 2 },
  { id: 2, const: 'attraction', name: 'Attractions', icon: 'ticket', ads_count: 1 },
  { id: 3, const: 'restaurant', name: 'Restaurants', icon: 'food', ads_count: 1 },
];
const daily = [
  'Dashboard',
  'Accommodation',
  'Attractions',
  'Restaurants',
  'Calendar',
  'Reservations',
  'Inquiries',
  'Messages',
  'My travel',
];
const occasional = ['Insights', 'Tourist tax report'];

function Header({ user = host }: { user?: User }) {
  const [popups, setPopups] = useState<typeof popupsModule | null>(null);
  const [wanted, setWanted] = useState<PanelPopup | null>(null);
  return (
    <PanelHeader
      user={user}
      drawerOpened={false}
      onBurger={() => undefined}
      popups={popups}
      wanted={wanted}
      onWant={(popup) => {
        setWanted(popup);
        setPopups(popupsModule);
      }}
    />
  );
}

function linkNames(within: HTMLElement) {
  return Array.from(within.querySelectorAll('a')).map((link) => link.textContent);
}

/** The top bar keeps the daily links and puts the occasional ones in "More"; the drawer has all. */
describe('the main links', () => {
  beforeEach(() => {
    setLocale('en');
    setToken('token');
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async (input) =>
        String(input).includes('categories')
          ? jsonResponse(200, { data: categories })
          : jsonResponse(200, { data: { count: 0 } }),
      ),
    );
  });

  it('shows the daily links in the bar and the occasional ones in its More menu', async () => {
    renderWithRouter(<Header />);
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    await within(nav).findByRole('link', { name: 'Restaurants' });
    expect(linkNames(nav)).toEqual(daily);
    const more = within(nav).getByRole('button', { name: 'More' });
    expect(more.dataset.active).toBeUndefined();

    await userEvent.click(more);
    const items = await screen.findAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual(occasional);
    expect(items[0]?.getAttribute('href')).toBe('/insights');
  });

  it('shows More as active on an occasional page, and marks that page in its menu', async () => {
    renderWithRouter(<Header />, '/tourist-tax');
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    await within(nav).findByRole('link', { name: 'Restaurants' });
    const more = within(nav).getByRole('button', { name: 'More' });
    expect(more.dataset.active).toBe('true');
    expect(within(nav).queryByRole('link', { current: 'page' })).toBeNull();

    await userEvent.click(more);
    const current = await screen.findByRole('menuitem', { current: 'page' });
    expect(current.textContent).toBe('Tourist tax report');
  });

  it('has no More for a guest, who has no occasional link', async () => {
    renderWithRouter(<Header user={{ ...host, apartmentCount: 0 }} />);
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    await within(nav).findByRole('link', { name: 'Restaurants' });
    expect(within(nav).queryByRole('button', { name: 'More' })).toBeNull();
  });

  it('lists every link in the drawer', async () => {
    renderWithRouter(<PanelDrawer user={host} opened onClose={() => undefined} />, '/insights');
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    await within(nav).findByRole('link', { name: 'Restaurants' });
    await waitFor(() =>
      expect(linkNames(nav)).toEqual([
        ...daily.slice(0, 7),
        ...occasional,
        ...daily.slice(7),
        'Create Ad',
      ]),
    );
    expect(within(nav).getByRole('link', { current: 'page' }).textContent).toBe('Insights');
  });
});
