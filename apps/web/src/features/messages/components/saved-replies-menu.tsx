import { Button, Menu, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconChevronDown, IconMessageBolt } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useT } from '../../../lib/i18n';
import { savedRepliesQueryOptions } from '../api/saved-replies';
import { SavedRepliesManager } from './saved-replies-manager';

/**
 * The host's saved replies in the message box: picking one puts its text, the placeholders filled
 * for this conversation (by the server, in the guest's language), into the box to edit and send.
 */
export function SavedRepliesMenu({
  conversationId,
  onPick,
}: {
  conversationId: number;
  onPick: (text: string) => void;
}) {
  const t = useT();
  const replies = useQuery(savedRepliesQueryOptions(conversationId));
  const [managing, manage] = useDisclosure(false);
  const list = replies.data?.data ?? [];
  return (
    <>
      <Menu position="top-start" width={300} withinPortal>
        <Menu.Target>
          <Button
            variant="default"
            leftSection={<IconMessageBolt size={16} />}
            rightSection={<IconChevronDown size={14} />}
            data-testid="saved-replies"
          >
            {t('messages.saved.button')}
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          {replies.isError ? (
            <Menu.Label>{t('messages.saved.error')}</Menu.Label>
          ) : list.length === 0 ? (
            <Menu.Label>{t('messages.saved.empty')}</Menu.Label>
          ) : (
            list.map((reply) => (
              <Menu.Item key={reply.id} onClick={() => onPick(reply.filled ?? reply.body)}>
                <Text size="sm" fw={600} truncate>
                  {reply.title}
                </Text>
                <Text size="xs" c="dimmed" lineClamp={2}>
                  {reply.filled ?? reply.body}
                </Text>
              </Menu.Item>
            ))
          )}
          <Menu.Divider />
          <Menu.Item onClick={manage.open}>{t('messages.saved.manage')}</Menu.Item>
        </Menu.Dropdown>
      </Menu>
      <SavedRepliesManager opened={managing} onClose={manage.close} />
    </>
  );
}
