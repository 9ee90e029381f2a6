import { endSessionsBodySchema, type UserSession } from '@gazda/contracts/sessions';
import type { Translate } from '@gazda/i18n/translate';
import { Button, Group, Modal, PasswordInput, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { applyServerErrors, fieldMessage, useZodForm } from '../../../lib/form';
import { useT } from '../../../lib/i18n';
import { FormErrors } from '../../../ui/form-errors';
import { notifySuccess } from '../../../ui/notify';
import { useEndOtherSessions, useEndSession } from '../api/end-sessions';
import { useSessions } from '../api/get-sessions';
import { deviceName } from '../device-name';
import { SessionRow } from './session-row';

/** The login in words: browser and system when the user agent tells them, else the agent itself. */
function sessionLabel(session: UserSession, t: Translate): string {
  const { browser, system } = deviceName(session.name);
  if (browser && system) return t('account.sessions.device', { browser, system });
  if (browser || system) return (browser ?? system)!;
  const raw = session.name.trim();
  if (!raw || raw === 'unknown client') return t('account.sessions.unknown_device');
  return raw.length > 60 ? `${raw.slice(0, 59)}…` : raw;
}

/** What the confirm modal asks: end one login, or all but this one. */
type Dialog = { kind: 'one'; session: UserSession; label: string } | { kind: 'others' };

const empty = { current_password: '' };

/**
 * "Where you are signed in" under the password form (docs/security.md G13): every live login,
 * "this device" on the current one, "End" on each other, and "Sign out everywhere else". Each
 * asks first, with the password typed again (ASVS 7.5.2): a wrong one stays in the dialog under
 * its field; the list is read again before the success message shows.
 */
export function SessionsCard() {
  const t = useT();
  const sessions = useSessions();
  const endOne = useEndSession();
  const endOthers = useEndOtherSessions();
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [error, setError] = useState<unknown>(null);
  const pending = endOne.isPending || endOthers.isPending;
  const form = useZodForm(endSessionsBodySchema, { defaultValues: empty });
  const passwordError = form.formState.errors.current_password?.message;

  function open(next: Dialog) {
    form.reset(empty);
    setDialog(next);
  }

  const confirm = form.handleSubmit(async (body) => {
    if (!dialog) return;
    setError(null);
    try {
      if (dialog.kind === 'one') await endOne.mutateAsync({ id: dialog.session.id, ...body });
      else await endOthers.mutateAsync(body);
      notifySuccess(
        t(dialog.kind === 'one' ? 'account.sessions.ended' : 'account.sessions.ended_others'),
      );
    } catch (failure) {
      // A wrong password stays in the dialog, under its field; anything else shows on the card.
      if (failure instanceof ApiError && failure.errors?.current_password) {
        applyServerErrors(failure, form.setError, ['current_password']);
        return;
      }
      setError(failure);
    }
    setDialog(null);
  });

  const others = sessions.data?.filter((session) => !session.current).length ?? 0;
  return (
    <Stack gap="md" component="section" aria-labelledby="sessions-title">
      <Stack gap={4}>
        <Title order={3} fz="h5" id="sessions-title">
          {t('account.sessions.title')}
        </Title>
        <Text size="sm" c="dark.3">
          {t('account.sessions.description')}
        </Text>
      </Stack>
      <FormErrors error={error ?? sessions.error} />
      {sessions.isPending ? <Skeleton height={72} radius="md" /> : null}
      {sessions.data ? (
        <Stack
          key="list"
          component="ul"
          gap="sm"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
          aria-label={t('account.sessions.list_label')}
        >
          {sessions.data.map((session) => {
            const label = sessionLabel(session, t);
            return (
              <SessionRow
                key={session.id}
                session={session}
                label={label}
                onEnd={() => open({ kind: 'one', session, label })}
              />
            );
          })}
        </Stack>
      ) : null}
      {sessions.data && others === 0 ? (
        <Text size="sm" c="dark.3">
          {t('account.sessions.only_this')}
        </Text>
      ) : null}
      {others > 0 ? (
        <Group>
          <Button
            variant="light"
            color="red"
            leftSection={<IconLogout size={16} />}
            onClick={() => open({ kind: 'others' })}
          >
            {t('account.sessions.end_others')}
          </Button>
        </Group>
      ) : null}

      <Modal
        closeButtonProps={{ 'aria-label': t('common.close') }}
        opened={dialog !== null}
        onClose={() => setDialog(null)}
        title={t(
          dialog?.kind === 'others'
            ? 'account.sessions.end_others_title'
            : 'account.sessions.end_title',
        )}
        centered
        size="sm"
      >
        <form onSubmit={(event) => void confirm(event)} noValidate>
          <Stack gap="md">
            <Text size="sm">
              {dialog?.kind === 'one'
                ? t('account.sessions.end_text', { device: dialog.label })
                : t('account.sessions.end_others_text')}
            </Text>
            <PasswordInput
              label={t('account.sessions.password')}
              description={t('account.sessions.password_hint')}
              autoComplete="current-password"
              withAsterisk
              data-autofocus
              {...form.register('current_password')}
              error={fieldMessage(t, passwordError)}
            />
            <Group justify="flex-end" gap="xs">
              <Button variant="default" onClick={() => setDialog(null)}>
                {t('common.cancel')}
              </Button>
              <Button type="submit" color="red" loading={pending}>
                {t(
                  dialog?.kind === 'others'
                    ? 'account.sessions.end_others'
                    : 'account.sessions.end',
                )}
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </Stack>
  );
}
