import { messageBodySchema, MESSAGE_MAX_LENGTH } from '@gazda/contracts/messages';
import { containsContacts } from '@gazda/domain/contact-masking';
import { Alert, Button, FileButton, Group, Stack, Textarea } from '@mantine/core';
import { IconPhoto, IconSend } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { applyServerErrors, fieldMessage, useZodForm } from '../../../lib/form';
import { useT } from '../../../lib/i18n';
import { FormErrors } from '../../../ui/form-errors';
import { useSendMessage } from '../api/conversations';
import { useSendPhoto } from '../api/message-photos';
import { useDraft } from '../hooks/use-draft';
import { SavedRepliesMenu } from './saved-replies-menu';

type ComposeProps = {
  conversationId: number;
  contactsShown: boolean;
  /** The host's saved replies to pick from (filled for this conversation). */
  savedReplies?: boolean;
};

/**
 * The message box: its draft kept per conversation; before the booking, a message with a phone
 * number, an e-mail address or a link is flagged before sending (the domain's own rule, which the
 * server applies when the other side reads it).
 */
export function Compose({ conversationId, contactsShown, savedReplies = false }: ComposeProps) {
  const t = useT();
  const [draft, setDraft] = useDraft(conversationId);
  const send = useSendMessage(conversationId);
  const sendPhoto = useSendPhoto(conversationId);
  // Bumped after each pick so that the same file can be picked again.
  const [fileKey, setFileKey] = useState(0);
  const form = useZodForm(messageBodySchema, { defaultValues: { body: draft } });
  const body = form.watch('body');

  useEffect(() => {
    form.reset({ body: draft });
    send.reset();
    sendPhoto.reset();
    // Only when another conversation opens: its own draft.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [conversationId]);

  const submit = form.handleSubmit(async ({ body: text }) => {
    try {
      await send.mutateAsync(text);
      setDraft('');
      form.reset({ body: '' });
    } catch (error) {
      applyServerErrors(error, form.setError, ['body']);
    }
  });

  const insert = (text: string) => {
    const current = form.getValues('body') ?? '';
    const next = current.trim() ? `${current.trimEnd()}\n${text}` : text;
    form.setValue('body', next, { shouldDirty: true });
    setDraft(next);
  };

  const attach = (file: File | null) => {
    setFileKey((key) => key + 1);
    if (file) sendPhoto.mutate(file);
  };

  const warn = !contactsShown && containsContacts(body ?? '');
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="xs">
        {send.error ? <FormErrors error={send.error} /> : null}
        {sendPhoto.error ? <FormErrors error={sendPhoto.error} /> : null}
        {warn ? (
          <Alert color="yellow" variant="light" role="status" data-testid="contacts-warning">
            {t('messages.compose.contacts_warning')}
          </Alert>
        ) : null}
        <Textarea
          label={t('messages.compose.label')}
          placeholder={t('messages.compose.placeholder')}
          autosize
          minRows={2}
          maxRows={8}
          maxLength={MESSAGE_MAX_LENGTH}
          {...form.register('body', { onChange: (event) => setDraft(event.target.value) })}
          error={fieldMessage(t, form.formState.errors.body?.message)}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) void submit();
          }}
        />
        <Group justify="space-between" gap="xs">
          <Group gap="xs">
            <FileButton key={fileKey} onChange={attach} accept="image/jpeg,image/png,image/webp">
              {(props) => (
                <Button
                  {...props}
                  variant="default"
                  loading={sendPhoto.isPending}
                  leftSection={<IconPhoto size={16} />}
                  data-testid="attach-photo"
                >
                  {t('messages.photo.attach')}
                </Button>
              )}
            </FileButton>
            {savedReplies ? (
              <SavedRepliesMenu conversationId={conversationId} onPick={insert} />
            ) : null}
          </Group>
          <Button type="submit" loading={send.isPending} rightSection={<IconSend size={16} />}>
            {t('messages.compose.send')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
