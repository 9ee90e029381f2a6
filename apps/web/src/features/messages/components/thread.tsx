import type { Conversation, Message } from '@gazda/contracts/messages';
import { formatDateTime } from '@gazda/i18n/format';
import { Alert, Button, Center, Loader, Stack, Text } from '@mantine/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useLocale, useT } from '../../../lib/i18n';
import { threadQueryOptions, useMarkRead } from '../api/conversations';
import { Compose } from './compose';
import { MessagePhoto } from './message-photo';
import classes from './inbox.module.css';

/** Oldest first over every loaded page (page 1 is the newest messages). */
function inOrder(pages: { data: Message[] }[] | undefined): Message[] {
  return [...(pages ?? [])].reverse().flatMap((page) => page.data);
}

/**
 * One conversation: earlier messages on demand, the newest at the bottom, "seen" under the
 * caller's last message, the message box. Reading it marks it read (POST read) whenever a new
 * message of the other side arrives while it is open.
 */
export function Thread({ conversation }: { conversation: Conversation }) {
  const t = useT();
  const locale = useLocale();
  const thread = useInfiniteQuery(threadQueryOptions(conversation.id, locale));
  const markRead = useMarkRead(conversation.id);
  const messages = inOrder(thread.data?.pages);
  const newest = messages.at(-1);
  const marked = useRef(0);
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!newest || newest.mine || marked.current >= newest.id) return;
    marked.current = newest.id;
    markRead.mutate();
  }, [newest, markRead]);

  useEffect(() => {
    const element = box.current;
    if (element) element.scrollTop = element.scrollHeight;
  }, [newest?.id, conversation.id]);

  if (thread.isPending)
    return (
      <Center py="xl">
        <Loader size="sm" />
      </Center>
    );
  if (thread.isError)
    return (
      <Alert color="red" variant="light">
        {t('messages.thread.error')}
      </Alert>
    );

  const lastMine = [...messages].reverse().find((m) => m.mine);
  return (
    <Stack
      gap="sm"
      aria-label={t('messages.thread.label', { name: conversation.other_party.name })}
    >
      <div ref={box} className={classes.scroller} data-testid="thread">
        {thread.hasNextPage ? (
          <Center pb="xs">
            <Button
              variant="subtle"
              size="xs"
              loading={thread.isFetchingNextPage}
              onClick={() => void thread.fetchNextPage()}
            >
              {t('messages.earlier')}
            </Button>
          </Center>
        ) : null}
        <div className={classes.messages} role="log" aria-live="polite">
          {messages.map((message) => (
            <div
              key={message.id}
              className={classes.bubble}
              data-mine={message.mine || undefined}
              data-testid="message"
              title={formatDateTime(message.created_at, locale)}
            >
              {message.photo ? <MessagePhoto photo={message.photo} /> : null}
              {message.body}
            </div>
          ))}
          {lastMine && lastMine.id === newest?.id ? (
            <Text size="xs" c="dimmed" className={classes.meta} data-mine data-testid="seen">
              {t(lastMine.seen ? 'messages.seen' : 'messages.sent')}
            </Text>
          ) : null}
        </div>
      </div>
      <Compose
        conversationId={conversation.id}
        contactsShown={conversation.contacts_shown}
        savedReplies={conversation.role === 'host'}
      />
    </Stack>
  );
}
