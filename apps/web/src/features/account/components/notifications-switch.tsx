import type { User } from '@gazda/contracts/user';
import type { MessageKey } from '@gazda/i18n/catalog';
import { Alert, Button, Loader, Stack, Switch, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useT } from '../../../lib/i18n';
import { notifyError, notifySuccess } from '../../../ui/notify';
import { useAddPushSubscription } from '../api/add-push-subscription';
import { usePushPublicKey } from '../api/get-push-subscriptions';
import { useUpdateSettings } from '../api/update-settings';
import { canAskThisBrowser, subscribeBrowser } from '../browser-push';
import { PushDevices } from './push-devices';

/**
 * Push notifications on or off (docs/rules/product.md §4), saved with update-settings. Turning it
 * on also subscribes this browser (Web Push) and hands its subscription to the server; the app
 * hands over its own device token. Below: every device that gets them, each removable.
 */
export function NotificationsSwitch({ user }: { user: User }) {
  const t = useT();
  const update = useUpdateSettings();
  const addDevice = useAddPushSubscription();
  const publicKey = usePushPublicKey();
  const [problem, setProblem] = useState<MessageKey | null>(null);
  const pending = update.isPending && update.variables.notifications !== undefined;
  const checked = pending ? Boolean(update.variables.notifications) : user.settings.notifications;

  async function subscribeThisBrowser() {
    setProblem(null);
    if (!publicKey.data) {
      setProblem('account.push.server_off');
      return;
    }
    try {
      const result = await subscribeBrowser(publicKey.data);
      if ('problem' in result) {
        setProblem(
          result.problem === 'denied' ? 'account.push.denied' : 'account.push.unsupported',
        );
        return;
      }
      await addDevice.mutateAsync(result.body);
    } catch {
      setProblem('account.push.subscribe_failed');
    }
  }

  function save(notifications: boolean) {
    update.mutate(
      { notifications },
      {
        onSuccess: (saved) => {
          notifySuccess(
            t(
              saved.settings.notifications
                ? 'account.notifications.on'
                : 'account.notifications.off',
            ),
          );
          if (saved.settings.notifications) void subscribeThisBrowser();
        },
        onError: notifyError,
      },
    );
  }

  return (
    <Stack gap="md">
      <Stack gap={4}>
        <Title order={2} fz="h4">
          {t('account.notifications.title')}
        </Title>
        <Text size="sm" c="dark.3">
          {t('account.notifications.description')}
        </Text>
      </Stack>
      <Switch
        size="md"
        checked={checked}
        disabled={update.isPending}
        onChange={(event) => save(event.currentTarget.checked)}
        label={t('account.notifications.switch')}
        thumbIcon={pending ? <Loader size={10} color="dark" /> : undefined}
      />
      {checked && !update.isPending && canAskThisBrowser() ? (
        <Button
          variant="default"
          size="xs"
          style={{ alignSelf: 'flex-start' }}
          loading={addDevice.isPending}
          onClick={() => void subscribeThisBrowser()}
        >
          {t('account.push.this_browser')}
        </Button>
      ) : null}
      {problem ? (
        <Alert color="yellow" role="status">
          {t(problem)}
        </Alert>
      ) : null}
      <PushDevices />
    </Stack>
  );
}
