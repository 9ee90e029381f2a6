import type { PushSubscription } from '@gazda/contracts/push';
import { formatDateTime } from '@gazda/i18n/format';
import { Alert, Button, Group, Loader, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconDeviceDesktop, IconDeviceMobile } from '@tabler/icons-react';
import type { Translate } from '@gazda/i18n/translate';
import { useLocale, useT } from '../../../lib/i18n';
import { notifyError, notifySuccess } from '../../../ui/notify';
import { usePushSubscriptions } from '../api/get-push-subscriptions';
import { useRemovePushSubscription } from '../api/remove-push-subscription';
import { deviceName } from '../device-name';

function deviceLabel(t: Translate, device: PushSubscription): string {
  if (device.kind === 'app')
    return t(device.platform === 'ios' ? 'account.push.device.ios' : 'account.push.device.android');
  const named = device.device ? deviceName(device.device) : null;
  const service = named?.browser
    ? [named.browser, named.system].filter(Boolean).join(' · ')
    : (device.platform ?? '');
  return t('account.push.device.web', { service });
}

/** The devices that get push notifications: browsers and the app, each with "Remove". */
export function PushDevices() {
  const t = useT();
  const locale = useLocale();
  const devices = usePushSubscriptions();
  const remove = useRemovePushSubscription();

  return (
    <Stack gap="sm">
      <Title order={3} fz="h5">
        {t('account.push.devices.title')}
      </Title>
      {devices.isPending ? <Loader size="sm" /> : null}
      {devices.isError ? <Alert color="red">{t('account.push.devices.error')}</Alert> : null}
      {devices.data?.length === 0 ? (
        <Text size="sm" c="dark.3">
          {t('account.push.devices.empty')}
        </Text>
      ) : null}
      <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
        {devices.data?.map((device) => {
          const label = deviceLabel(t, device);
          const Icon = device.kind === 'app' ? IconDeviceMobile : IconDeviceDesktop;
          return (
            <Paper key={device.id} withBorder radius="md" p="sm" component="li" aria-label={label}>
              <Group justify="space-between" wrap="nowrap" gap="sm">
                <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
                  <ThemeIcon variant="light" color="dark" size="lg" radius="md">
                    <Icon size={20} />
                  </ThemeIcon>
                  <Stack gap={2} style={{ minWidth: 0 }}>
                    <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                      {label}
                    </Text>
                    <Text size="xs" c="dark.3">
                      {t('account.push.device.added', {
                        when: formatDateTime(device.created_at, locale),
                      })}
                    </Text>
                  </Stack>
                </Group>
                <Button
                  variant="default"
                  color="red"
                  size="xs"
                  style={{ flexShrink: 0 }}
                  loading={remove.isPending && remove.variables === device.id}
                  aria-label={t('account.push.remove_label', { device: label })}
                  onClick={() =>
                    remove.mutate(device.id, {
                      onSuccess: () => notifySuccess(t('account.push.removed')),
                      onError: notifyError,
                    })
                  }
                >
                  {t('account.push.remove')}
                </Button>
              </Group>
            </Paper>
          );
        })}
      </Stack>
    </Stack>
  );
}
