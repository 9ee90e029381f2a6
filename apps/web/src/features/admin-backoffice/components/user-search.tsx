import type { AdminUser } from '@gazda/contracts/admin';
import { formatDate } from '@gazda/i18n/format';
import { Anchor, Badge, Card, Group, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useLocale, useT } from '../../../lib/i18n';
import { routePath, VIEW_AS_ADMIN_PARAM } from '../../../lib/route-names';
import { useUserSearch } from '../api/search-users';
import { PagedQueue } from './queue-state';

function UserCard({ user }: { user: AdminUser }) {
  const t = useT();
  const locale = useLocale();
  return (
    <Card withBorder radius="md" padding="md" data-user-id={user.id}>
      <Stack gap={4}>
        <Group justify="space-between" gap="xs">
          <Text fw={700}>
            {`${user.first_name} ${user.last_name}`.trim()} · #{user.id}
          </Text>
          <Group gap={4}>
            {user.roles.includes('Admin') ? (
              <Badge color="dark" radius="sm">
                {t('admin.users.admin')}
              </Badge>
            ) : null}
            {user.deletion_requested_at ? (
              <Badge color="red" variant="light" radius="sm">
                {t('admin.users.deletion_requested')}
              </Badge>
            ) : null}
          </Group>
        </Group>
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {[user.email, user.phone].filter(Boolean).join(' · ')}
        </Text>
        <Text size="sm" c="dimmed">
          {t('admin.users.facts', {
            listings: user.listings_count,
            id: t(`admin.users.id_status.${user.government_id_status}`),
            email: t(
              user.email_verified_at
                ? 'admin.users.email_verified'
                : 'admin.users.email_not_verified',
            ),
            since: formatDate(user.created_at.slice(0, 10), locale),
          })}
        </Text>
        <Anchor
          component={Link}
          to={routePath('user-settings.account', undefined, { [VIEW_AS_ADMIN_PARAM]: user.id })}
          size="sm"
        >
          {t('admin.users.open_panel')}
        </Anchor>
      </Stack>
    </Card>
  );
}

/** Find a user by part of the name, e-mail or phone; `?q=&page=` in the URL. Read-only. */
export function UserSearch() {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [text, setText] = useState(q);
  const [debounced] = useDebouncedValue(text.trim(), 300);
  useEffect(() => {
    if (debounced !== q) setParams(debounced ? { q: debounced } : {}, { replace: true });
  }, [debounced, q, setParams]);
  const users = useUserSearch(q, page);

  return (
    <Stack gap="md">
      <TextInput
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
        leftSection={<IconSearch size={16} />}
        label={t('admin.users.search')}
        placeholder={t('admin.users.search_placeholder')}
        maxLength={100}
      />
      <PagedQueue
        query={users}
        empty={t('admin.users.empty')}
        page={page}
        onPage={(next) => setParams({ ...(q ? { q } : {}), page: String(next) })}
      >
        {(user) => <UserCard key={user.id} user={user} />}
      </PagedQueue>
    </Stack>
  );
}
