import type { MessageKey } from '@gazda/i18n/catalog';
import { Button, Group, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { useT } from '../../../lib/i18n';
import { routePath, type StaticRouteName } from '../../../lib/route-names';
import { PageTitle } from '../../../ui/page-title';

/** The operator's navigation: one link per queue, then the TV screens (they open full window). */
const links: { name: StaticRouteName; label: MessageKey }[] = [
  { name: 'admin.listings', label: 'admin.nav.listings' },
  { name: 'admin.inquiries', label: 'admin.nav.inquiries' },
  { name: 'admin.advance-payments', label: 'admin.nav.advances' },
  { name: 'admin.requests', label: 'admin.nav.requests' },
  { name: 'admin.government-ids', label: 'admin.nav.ids' },
  { name: 'admin.account-deletions', label: 'admin.nav.deletions' },
  { name: 'admin.reported-conversations', label: 'admin.nav.reported' },
  { name: 'admin.users', label: 'admin.nav.users' },
  { name: 'admin.insights', label: 'admin.nav.insights' },
  { name: 'tv', label: 'admin.nav.tv' },
];

type AdminPageProps = { title: string; description?: string; children: ReactNode };

/** A back-office screen: the operator's navigation, the title, then the queue. */
export function AdminPage({ title, description, children }: AdminPageProps) {
  const t = useT();
  const { pathname } = useLocation();
  return (
    <Stack gap="lg">
      <Group component="nav" aria-label={t('admin.nav.label')} gap={6}>
        {links.map(({ name, label }) => {
          const to = routePath(name);
          const active = pathname === to;
          return (
            <Button
              key={name}
              component={Link}
              to={to}
              size="compact-sm"
              variant={active ? 'filled' : 'default'}
              aria-current={active ? 'page' : undefined}
            >
              {t(label)}
            </Button>
          );
        })}
      </Group>
      <PageTitle title={title} description={description} />
      {children}
    </Stack>
  );
}
