import { Alert, Anchor, Box, Center, Grid, Group, Loader, Stack, Text, em } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconArrowLeft } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useLocale, useT } from '../../../lib/i18n';
import { routePath } from '../../../lib/route-names';
import { PageTitle } from '../../../ui/page-title';
import { conversationsQueryOptions } from '../api/conversations';
import { BookingAside } from './booking-aside';
import { ConversationList } from './conversation-list';
import { Thread } from './thread';

/**
 * /inbox and /inbox/{id}: on a desktop the conversations, the open thread and its booking side by
 * side; on a phone the list, or one conversation with a way back.
 */
export function InboxPage({ activeId }: { activeId: number | null }) {
  const t = useT();
  const locale = useLocale();
  const wide = useMediaQuery(`(min-width: ${em(992)})`, true) !== false;
  const list = useQuery(conversationsQueryOptions(1, locale));
  const conversations = list.data?.data ?? [];
  const active = conversations.find((c) => c.id === activeId) ?? null;

  const listPart = list.isPending ? (
    <Center py="xl">
      <Loader size="sm" />
    </Center>
  ) : list.isError ? (
    <Alert color="red" variant="light">
      {t('messages.list.error')}
    </Alert>
  ) : conversations.length === 0 ? (
    <Text c="dimmed" size="sm">
      {t('messages.list.empty')}
    </Text>
  ) : (
    <ConversationList conversations={conversations} activeId={activeId} />
  );

  if (!wide) {
    if (activeId === null || !active)
      return (
        <Stack gap="md">
          <PageTitle title={t('messages.title')} />
          {listPart}
        </Stack>
      );
    return (
      <Stack gap="sm">
        <Anchor component={Link} to={routePath('inbox')} size="sm">
          <Group gap={4}>
            <IconArrowLeft size={16} />
            {t('messages.back')}
          </Group>
        </Anchor>
        <PageTitle title={active.other_party.name} order={2} />
        <BookingAside conversation={active} />
        <Thread conversation={active} />
      </Stack>
    );
  }

  return (
    <Stack gap="md">
      <PageTitle title={t('messages.title')} />
      <Grid gutter="lg">
        <Grid.Col span={3.5}>{listPart}</Grid.Col>
        <Grid.Col span={active ? 5.5 : 8.5}>
          {active ? (
            <Stack gap="sm">
              <Text fw={700} size="lg">
                {active.other_party.name}
              </Text>
              <Thread conversation={active} />
            </Stack>
          ) : (
            <Box py="xl">
              <Text c="dimmed">{t('messages.select')}</Text>
            </Box>
          )}
        </Grid.Col>
        {active ? (
          <Grid.Col span={3}>
            <BookingAside conversation={active} />
          </Grid.Col>
        ) : null}
      </Grid>
    </Stack>
  );
}
