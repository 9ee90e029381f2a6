import type { User } from '@gazda/contracts/user';
import type { MessageKey } from '@gazda/i18n/catalog';
import { NavLink as MantineNavLink } from '@mantine/core';
import { IconCalendarCheck, IconHome, IconLuggage, IconMessages } from '@tabler/icons-react';
import type { ComponentType } from 'react';
import { Link, useLocation } from 'react-router';
import { useT } from '../lib/i18n';
import { routePath, type StaticRouteName } from '../lib/route-names';
import classes from './nav-links.module.css';

type NavItem = {
  name: StaticRouteName;
  label: MessageKey;
  icon: ComponentType<{ size?: number; stroke?: number }>;
  /** Active for every path under this prefix (My travel has two tabs). */
  section: string;
};

/*
 * Main links by route name (product.md §2 "Top navigation"). Reservations and inquiries only for
 * hosts (apartmentCount > 0). Category links (ads_count > 0) come with the listings issue, which
 * adds the categories call; until then there are none rather than invented ones.
 */
function navItems(user: User): NavItem[] {
  const items: NavItem[] = [
    { name: 'Dashboard', label: 'nav.dashboard', icon: IconHome, section: '/' },
  ];
  if (user.apartmentCount > 0) {
    items.push(
      {
        name: 'reservations',
        label: 'nav.reservations',
        icon: IconCalendarCheck,
        section: '/reservations',
      },
      { name: 'inquiries', label: 'nav.inquiries', icon: IconMessages, section: '/inquiries' },
    );
  }
  items.push({
    name: 'my-travel.reservations',
    label: 'nav.my_travel',
    icon: IconLuggage,
    section: '/my-travel',
  });
  return items;
}

function isActive(pathname: string, section: string): boolean {
  return section === '/'
    ? pathname === '/'
    : pathname === section || pathname.startsWith(`${section}/`);
}

type NavLinksProps = { user: User; variant: 'bar' | 'drawer'; onNavigate?: () => void };

export function NavLinks({ user, variant, onNavigate }: NavLinksProps) {
  const t = useT();
  const { pathname } = useLocation();

  return navItems(user).map(({ name, label, icon: Icon, section }) => {
    const active = isActive(pathname, section);
    const to = routePath(name);
    if (variant === 'bar') {
      return (
        <Link
          key={name}
          to={to}
          className={classes.barLink}
          data-active={active || undefined}
          aria-current={active ? 'page' : undefined}
        >
          {t(label)}
        </Link>
      );
    }
    return (
      <MantineNavLink
        key={name}
        component={Link}
        to={to}
        label={t(label)}
        leftSection={<Icon size={20} stroke={1.7} />}
        active={active}
        aria-current={active ? 'page' : undefined}
        onClick={onNavigate}
        variant="light"
        style={{ borderRadius: 'var(--mantine-radius-md)' }}
      />
    );
  });
}
