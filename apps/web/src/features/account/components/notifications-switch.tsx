import type { User } from '@gazda/contracts/user';
import { Loader, Stack, Switch, Text, Title } from '@mantine/core';
import { useT } from '../../../lib/i18n';
import { notifyError, notifySuccess } from '../../../ui/notify';
import { useUpdateSettings } from '../api/update-settings';

/** Push notifications on or off (docs/rules/product.md §4), saved with update-settings. */
export function NotificationsSwitch({ user }: { user: User }) {
  const t = useT();
  const update = useUpdateSettings();
  const pending = update.isPending && update.variables.notifications !== undefined;
  const checked = pending ? Boolean(update.variables.notifications) : user.settings.notifications;

  function save(notifications: boolean) {
    update.mutate(
      { notifications },
      {
        onSuccess: (saved) =>
          notifySuccess(
            t(
              saved.settings.notifications
                ? 'account.notifications.on'
                : 'account.notifications.off',
            ),
          ),
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
    </Stack>
  );
}
