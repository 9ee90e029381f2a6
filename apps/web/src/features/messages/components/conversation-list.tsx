import type { Conversation } from '@gazda/contracts/messages';
import { formatShortDate } from '@gazda/i18n/format';
import { Avatar, Badge, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { Link } from 'react-router';
import { useLocale, useT } from '../../../lib/i18n';
import { routePath } from '../../../lib/route-names';
import classes from './inbox.module.css';

type ConversationListProps = { conversations: Conversation[]; activeId: number | null };

/** The conversations, newest first: who, which listing, the last message, unread count. */
export function ConversationList({ conversations, activeId }: ConversationListProps) {
  const t = useT();
  const locale = useLocale();
  return (
    <nav aria-label={t('messages.list.label')}>
      <Stack gap={2} component="ul" className={classes.list}>
        {conversations.map((c) => {
          const last = c.last_message;
          const active = c.id === activeId;
          return (
            <li key={c.id}>
              <UnstyledButton
                component={Link}
                to={routePath('inbox.conversation', { id: c.id })}
                className={classes.item}
                data-active={active || undefined}
                aria-current={active ? 'page' : undefined}
                data-unread={c.unread_count > 0 || undefined}
              >
                <Group gap="sm" wrap="nowrap" align="flex-start">
                  <Avatar src={c.other_party.avatar_url} name={c.other_party.name} radius="xl" />
                  <Stack gap={0} style={{ minWidth: 0, flex: 1 }}>
                    <Group justify="space-between" wrap="nowrap" gap="xs">
                      <Text fw={c.unread_count > 0 ? 700 : 600} size="sm" truncate>
                        {c.other_party.name}
                      </Text>
                      <Text size="xs" c="dimmed" style={{ flexShrink: 0 }}>
                        {formatShortDate(c.last_message_at.slice(0, 10), locale)}
                      </Text>
                    </Group>
                    <Text size="xs" c="dimmed" truncate>
                      {c.listing.name}
                    </Text>
                    <Group justify="space-between" wrap="nowrap" gap="xs">
                      <Text size="sm" truncate c={c.unread_count > 0 ? undefined : 'dimmed'}>
                        {last
                          ? `${last.mine ? `${t('messages.you')}: ` : ''}${last.kind === 'photo' && !last.body ? t('messages.photo.preview') : last.body}`
                          : t('messages.list.no_messages')}
                      </Text>
                      {c.unread_count > 0 ? (
                        <Badge
                          size="sm"
                          circle
                          aria-label={t('messages.list.unread', { count: c.unread_count })}
                        >
                          {c.unread_count}
                        </Badge>
                      ) : null}
                    </Group>
                  </Stack>
                </Group>
              </UnstyledButton>
            </li>
          );
        })}
      </Stack>
    </nav>
  );
}
