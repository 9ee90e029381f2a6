import type { MessageKey } from '@gazda/i18n/catalog';
import { Paper, Stack, Tabs } from '@mantine/core';
import { IconBell, IconCreditCard, IconLock, IconUser } from '@tabler/icons-react';
import { useEffect, type ComponentType } from 'react';
import { Outlet, useLocation, useNavigate, useSearchParams } from 'react-router';
import { useT } from '../lib/i18n';
import { useScrollEdges } from '../lib/use-scroll-edges';
import { routePath, routes, VIEW_AS_ADMIN_PARAM, type StaticRouteName } from '../lib/route-names';
import { PageTitle } from '../ui/page-title';
import classes from './user-settings.module.css';

type Tab = { name: StaticRouteName; label: MessageKey; icon: ComponentType<{ size?: number }> };

/* One settings screen, its tabs addressed by route name (docs/rules/product.md §2). */
const tabs: Tab[] = [
  { name: 'user-settings.account', label: 'account.tab.account', icon: IconUser },
  { name: 'user-settings.change-password', label: 'account.tab.password', icon: IconLock },
  { name: 'user-settings.payouts', label: 'payouts.tab', icon: IconCreditCard },
  { name: 'user-settings.notifications', label: 'account.tab.notifications', icon: IconBell },
];

export function UserSettingsRoute() {
  const t = useT();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const viewAsAdmin = params.get(VIEW_AS_ADMIN_PARAM);
  const active = tabs.find((tab) => routes[tab.name] === pathname)?.name ?? null;
  const { ref, element, edges } = useScrollEdges<HTMLDivElement>();
  // The open tab is in view on a phone, even the last one, which starts off-screen.
  useEffect(() => {
    const tab = element?.querySelector('[aria-selected="true"]');
    if (tab && 'scrollIntoView' in tab && typeof tab.scrollIntoView === 'function')
      tab.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [element, active]);

  return (
    <Stack gap="lg">
      <PageTitle title={t('account.title')} />
      <Tabs
        value={active}
        onChange={(name) => {
          if (name)
            void navigate(
              routePath(name as StaticRouteName, undefined, { [VIEW_AS_ADMIN_PARAM]: viewAsAdmin }),
            );
        }}
        keepMounted={false}
      >
        <Tabs.List
          ref={ref}
          aria-label={t('account.tabs')}
          className={classes.list}
          data-more-before={edges.before || undefined}
          data-more-after={edges.after || undefined}
        >
          {tabs.map(({ name, label, icon: Icon }) => (
            <Tabs.Tab key={name} value={name} leftSection={<Icon size={16} />}>
              {t(label)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {/* The screen of the active tab is its panel (the tab's aria-controls points here). */}
        <Tabs.Panel value={active ?? ''} pt="lg">
          <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
            <Outlet />
          </Paper>
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
