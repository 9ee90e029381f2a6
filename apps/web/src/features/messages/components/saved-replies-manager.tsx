import {
  SAVED_REPLY_TITLE_MAX,
  savedReplyBodySchema,
  type SavedReply,
} from '@gazda/contracts/messages';
import { PLACEHOLDERS } from '@gazda/domain/message-templates';
import { Button, Group, Modal, Paper, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { applyServerErrors, fieldMessage, useZodForm } from '../../../lib/form';
import { useT } from '../../../lib/i18n';
import { FormErrors } from '../../../ui/form-errors';
import {
  savedRepliesQueryOptions,
  useDeleteSavedReply,
  useSaveSavedReply,
} from '../api/saved-replies';

/** The host's saved replies: add, edit, delete (a dialog opened from the message box). */
export function SavedRepliesManager({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const t = useT();
  const replies = useQuery({ ...savedRepliesQueryOptions(null), enabled: opened });
  const remove = useDeleteSavedReply();
  const [editing, setEditing] = useState<SavedReply | 'new' | null>(null);
  return (
    <Modal opened={opened} onClose={onClose} title={t('messages.saved.title')} size="lg">
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {t('messages.saved.placeholders', {
            list: PLACEHOLDERS.map((name) => `{${name}}`).join(', '),
          })}
        </Text>
        {remove.error ? <FormErrors error={remove.error} /> : null}
        {(replies.data?.data ?? []).map((reply) =>
          editing !== 'new' && editing?.id === reply.id ? (
            <ReplyForm key={reply.id} reply={reply} onDone={() => setEditing(null)} />
          ) : (
            <Paper key={reply.id} withBorder p="sm">
              <Group justify="space-between" wrap="nowrap" align="flex-start">
                <Stack gap={2} style={{ minWidth: 0 }}>
                  <Text fw={600} size="sm">
                    {reply.title}
                  </Text>
                  <Text size="sm" c="dimmed" style={{ whiteSpace: 'pre-wrap' }}>
                    {reply.body}
                  </Text>
                </Stack>
                <Group gap={4} wrap="nowrap">
                  <Button size="xs" variant="subtle" onClick={() => setEditing(reply)}>
                    {t('messages.saved.edit')}
                  </Button>
                  <Button
                    size="xs"
                    variant="subtle"
                    color="red"
                    loading={remove.isPending && remove.variables === reply.id}
                    onClick={() => remove.mutate(reply.id)}
                  >
                    {t('messages.saved.delete')}
                  </Button>
                </Group>
              </Group>
            </Paper>
          ),
        )}
        {replies.data?.data.length === 0 && editing === null ? (
          <Text size="sm">{t('messages.saved.empty')}</Text>
        ) : null}
        {editing === 'new' ? (
          <ReplyForm reply={null} onDone={() => setEditing(null)} />
        ) : (
          <Button variant="light" w="fit-content" onClick={() => setEditing('new')}>
            {t('messages.saved.add')}
          </Button>
        )}
      </Stack>
    </Modal>
  );
}

function ReplyForm({ reply, onDone }: { reply: SavedReply | null; onDone: () => void }) {
  const t = useT();
  const save = useSaveSavedReply();
  const form = useZodForm(savedReplyBodySchema, {
    defaultValues: { title: reply?.title ?? '', body: reply?.body ?? '' },
  });
  const submit = form.handleSubmit(async (body) => {
    try {
      await save.mutateAsync({ id: reply?.id ?? null, ...body });
      onDone();
    } catch (error) {
      applyServerErrors(error, form.setError, ['title', 'body']);
    }
  });
  return (
    <Paper withBorder p="sm" component="form" onSubmit={submit} noValidate>
      <Stack gap="xs">
        {save.error ? <FormErrors error={save.error} /> : null}
        <TextInput
          label={t('messages.saved.title_label')}
          maxLength={SAVED_REPLY_TITLE_MAX}
          {...form.register('title')}
          error={fieldMessage(t, form.formState.errors.title?.message)}
        />
        <Textarea
          label={t('messages.saved.body_label')}
          autosize
          minRows={3}
          {...form.register('body')}
          error={fieldMessage(t, form.formState.errors.body?.message)}
        />
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onDone}>
            {t('messages.saved.cancel')}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {t('messages.saved.save')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
