import type { Category, CategoryConst } from '@gazda/contracts/listings';
import { isAdmin } from '@gazda/contracts/roles';
import type { User } from '@gazda/contracts/user';
import type { MessageKey } from '@gazda/i18n/catalog';
import { Badge, NavLink as MantineNavLink } from '@mantine/core';
import {
  IconBuildingCommunity,
  IconCalendarCheck,
  IconChartBar,
  IconReceiptTax,
  IconCalendarMonth,
  IconHome,
  IconLuggage,
  IconMail,
  IconMessages,
  IconShieldCheck,
  IconTicket,
  IconToolsKitchen2,
} from '@tabler/icons-react';
import type { ComponentType, ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { useCategories } from '../features/listings/api/get-categories';
import { useUnreadCount } from '../features/messages/api/unread-count';
import { useT } from '../lib/i18n';
import { routePath } from '../lib/route-names';
import classes from './nav-links.module.css';

type NavItem = {
  key: string;
  to: string;
  /** A message id, or a name that comes translated from the server (categories). */
  label: { id: MessageKey } | { text: string };
  icon: ComponentType<{ size?: number; stroke?: number }>;
  /** Active for every path under these prefixes (My travel has two tabs, a category its forms). */
  sections: string[];
  /** Opened now and then: in the top bar it waits in the "More" menu; the drawer lists it. */
  occasional?: true;
};

/** A link of the top bar's "More" menu (nav-more-menu.tsx), ready to show. */
export type MoreLink = Pick<NavItem, 'key' | 'to' | 'icon'> & { text: string; active: boolean };

const categoryIcons: Record<CategoryConst, NavItem['icon']> = {
  apartment: IconBuildingCommunity,
  attraction: IconTicket,
  restaurant: IconToolsKitchen2,
};

/*
 * Main links (docs/rules/product.md §2 "Top navigation"): a category only when the user has
 * listings in it (ads_count of the categories call with the user's counts); reservations and
 * inquiries only for hosts (apartmentCount > 0).
 */
function navItems(user: User, categories: Category[]): NavItem[] {
  const items: NavItem[] = [
    {
      key: 'Dashboard',
      to: routePath('Dashboard'),
      label: { id: 'nav.dashboard' },
      icon: IconHome,
      sections: ['/'],
    },
  ];
  for (const category of categories) {
    if (category.ads_count <= 0) continue;
    items.push({
      key: `category-${category.const}`,
      to: routePath('Ads', { categoryConst: category.const }),
      label: { text: category.name },
      icon: categoryIcons[category.const],
      sections: [
        `/listings/${category.const}`,
        `/listing/${category.const}`,
        `/ads-list/${category.const}`,
      ],
    });
  }
  // All listings in one calendar (issue #27): worth a link from the second listing on.
  if (user.apartmentCount >= 2)
    items.push({
      key: 'multi-calendar',
      to: routePath('multi-calendar'),
      label: { id: 'nav.calendar' },
      icon: IconCalendarMonth,
      sections: ['/calendar'],
    });
  if (user.apartmentCount > 0) {
    items.push(
      {
        key: 'reservations',
        to: routePath('reservations'),
        label: { id: 'nav.reservations' },
        icon: IconCalendarCheck,
        sections: ['/reservations'],
      },
      {
        key: 'inquiries',
        to: routePath('inquiries'),
        label: { id: 'nav.inquiries' },
        icon: IconMessages,
        sections: ['/inquiries', '/inquiry'],
      },
      {
        key: 'insights',
        to: routePath('insights'),
        label: { id: 'nav.insights' },
        icon: IconChartBar,
        sections: ['/insights'],
        occasional: true,
      },
      {
        key: 'tourist-tax',
        to: routePath('tourist-tax'),
        label: { id: 'touristTax.report.title' },
        icon: IconReceiptTax,
        sections: ['/tourist-tax'],
        occasional: true,
      },
    );
  }
  // Messages (issue #28): everyone has them, as host or as guest; the badge counts unread ones.
  items.push({
    key: 'inbox',
    to: routePath('inbox'),
    label: { id: 'nav.inbox' },
    icon: IconMail,
    sections: ['/inbox'],
  });
  items.push({
    key: 'my-travel',
    to: routePath('my-travel.reservations'),
    label: { id: 'nav.my_travel' },
    icon: IconLuggage,
    sections: ['/my-travel'],
  });
  // The operator's back office (issue 7): for the role Admin only.
  if (isAdmin(user))
    items.push({
      key: 'admin',
      to: routePath('admin.listings'),
      label: { id: 'admin.nav.label' },
      icon: IconShieldCheck,
      sections: ['/admin'],
    });
  return items;
}

function isActive(pathname: string, section: string): boolean {
  return section === '/'
    ? pathname === '/'
    : pathname === section || pathname.startsWith(`${section}/`);
}

type NavLinksProps =
  | {
      user: User;
      variant: 'bar';
      /** The "More" menu's button for the occasional links, the bar's last item. */
      more: (links: MoreLink[]) => ReactNode;
    }
  | { user: User; variant: 'drawer'; onNavigate?: () => void };

/**
 * The main links: the drawer lists them all; the top bar keeps the daily ones and ends with a
 * "More" menu of the occasional ones, so that at 1280 px the language and the avatar still fit.
 */
export function NavLinks(props: NavLinksProps) {
  const { user, variant } = props;
  const onNavigate = variant === 'drawer' ? props.onNavigate : undefined;
  const t = useT();
  const { pathname } = useLocation();
  const categories = useCategories(true);
  const unread = useUnreadCount(true);
  const items = navItems(user, categories.data ?? []).map((item) => ({
    ...item,
    text: 'id' in item.label ? t(item.label.id) : item.label.text,
    active: item.sections.some((section) => isActive(pathname, section)),
  }));
  const shown = variant === 'bar' ? items.filter((item) => !item.occasional) : items;
  const more = items.filter((item) => item.occasional);

  const links = shown.map(({ key, to, text, active, icon: Icon }) => {
    const badge =
      key === 'inbox' && unread > 0 ? (
        <Badge
          size="xs"
          circle={unread < 10}
          color="red"
          ml={4}
          aria-label={t('nav.inbox_unread', { count: unread })}
          data-testid="unread-badge"
        >
          {unread > 99 ? '99+' : unread}
        </Badge>
      ) : null;
    if (variant === 'bar') {
      return (
        <Link
          key={key}
          to={to}
          className={classes.barLink}
          data-active={active || undefined}
          aria-current={active ? 'page' : undefined}
        >
          {text}
          {badge}
        </Link>
      );
    }
    return (
      <MantineNavLink
        key={key}
        component={Link}
        to={to}
        label={text}
        leftSection={<Icon size={20} stroke={1.7} />}
        rightSection={badge}
        active={active}
        aria-current={active ? 'page' : undefined}
        onClick={onNavigate}
        variant="light"
        style={{ borderRadius: 'var(--mantine-radius-md)' }}
      />
    );
  });
  if (variant === 'drawer' || more.length === 0) return links;
  return (
    <>
      {links}
      {props.more(more)}
    </>
  );
}
