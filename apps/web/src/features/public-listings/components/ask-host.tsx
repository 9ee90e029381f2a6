import { questionBodySchema, MESSAGE_MAX_LENGTH } from '@gazda/contracts/messages';
import { containsContacts } from '@gazda/domain/contact-masking';
import {
  Alert,
  Anchor,
  Button,
  Collapse,
  Group,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconMessageQuestion } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';
import { applyServerErrors, fieldMessage, useZodForm } from '../../../lib/form';
import { useT } from '../../../lib/i18n';
import { loginPathFor, routePath } from '../../../lib/route-names';
import { getToken } from '../../../lib/session';
import { FormErrors } from '../../../ui/form-errors';
import { useAskQuestion } from '../api/ask-question';

/**
 * "Ask the host" (issue #28): a question before booking opens the guest's conversation about the
 * listing; a phone number, an e-mail address or a link is flagged before sending (shown to the
 * host only after a booking). A guest not logged in goes to the login and comes back here.
 */
export function AskHost({ listingId }: { listingId: number }) {
  const t = useT();
  const navigate = useNavigate();
  const [opened, { open }] = useDisclosure(false);
  const ask = useAskQuestion(listingId);
  const form = useZodForm(questionBodySchema, { defaultValues: { message: '' } });
  const message = form.watch('message') ?? '';

  const start = () => {
    if (!getToken()) {
      void navigate(loginPathFor(new URL(window.location.href)));
      return;
    }
    open();
  };
  const submit = form.handleSubmit(async ({ message: text }) => {
    try {
      await ask.mutateAsync(text);
      form.reset({ message: '' });
    } catch (error) {
      applyServerErrors(error, form.setError, ['message']);
    }
  });

  return (
    <Stack gap="xs" component="section" aria-labelledby="ask-host-title">
      <Title order={2} fz="h4" id="ask-host-title">
        {t('messages.ask.title')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('messages.ask.hint')}
      </Text>
      {ask.isSuccess ? (
        <Alert color="green" variant="light" role="status">
          <Stack gap={4}>
            {t('messages.ask.sent')}
            <Anchor
              component={Link}
              to={routePath('inbox.conversation', { id: ask.data.conversation_id })}
            >
              {t('messages.ask.open')}
            </Anchor>
          </Stack>
        </Alert>
      ) : null}
      {!opened ? (
        <Group>
          <Button variant="default" leftSection={<IconMessageQuestion size={18} />} onClick={start}>
            {getToken() ? t('messages.ask.button') : t('messages.ask.login')}
          </Button>
        </Group>
      ) : null}
      <Collapse in={opened}>
        <form onSubmit={submit} noValidate>
          <Stack gap="xs">
            {ask.error ? <FormErrors error={ask.error} /> : null}
            {containsContacts(message) ? (
              <Alert color="yellow" variant="light" role="status" data-testid="contacts-warning">
                {t('messages.compose.contacts_warning')}
              </Alert>
            ) : null}
            <Textarea
              label={t('messages.compose.label')}
              placeholder={t('messages.compose.placeholder')}
              autosize
              minRows={3}
              maxLength={MESSAGE_MAX_LENGTH}
              {...form.register('message')}
              error={fieldMessage(t, form.formState.errors.message?.message)}
            />
            <Group>
              <Button type="submit" loading={ask.isPending}>
                {t('messages.ask.send')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Collapse>
    </Stack>
  );
}
