import type { UserSession } from '@gazda/contracts/sessions';
import { formatDateTime } from '@gazda/i18n/format';
import { Badge, Button, Group, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconDeviceDesktop, IconDeviceMobile } from '@tabler/icons-react';
import { useLocale, useT } from '../../../lib/i18n';
import { deviceName } from '../device-name';

type SessionRowProps = {
  session: UserSession;
  /** The login in words (sessionLabel). */
  label: string;
  onEnd: () => void;
};

/** One login: device and browser, when it signed in and was last active; "End" on the others. */
export function SessionRow({ session, label, onEnd }: SessionRowProps) {
  const t = useT();
  const locale = useLocale();
  const Icon = deviceName(session.name).mobile ? IconDeviceMobile : IconDeviceDesktop;
  return (
    <Paper withBorder radius="md" p="sm" component="li" aria-label={label} data-testid="session">
      <Group justify="space-between" wrap="nowrap" align="center" gap="sm">
        <Group gap="sm" wrap="nowrap" align="flex-start" style={{ minWidth: 0 }}>
          <ThemeIcon variant="light" color="dark" size="lg" radius="md">
            <Icon size={20} />
          </ThemeIcon>
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Group gap="xs">
              <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                {label}
              </Text>
              {session.current ? (
                <Badge color="green" variant="light">
                  {t('account.sessions.current')}
                </Badge>
              ) : null}
            </Group>
            <Text size="sm" c="dark.3">
              {t('account.sessions.last_used', {
                when: formatDateTime(session.last_used_at, locale),
              })}
            </Text>
            <Text size="xs" c="dark.3">
              {t('account.sessions.signed_in', {
                when: formatDateTime(session.created_at, locale),
              })}
            </Text>
          </Stack>
        </Group>
        {session.current ? null : (
          <Button
            variant="default"
            color="red"
            size="xs"
            onClick={onEnd}
            aria-label={t('account.sessions.end_label', { device: label })}
            style={{ flexShrink: 0 }}
          >
            {t('account.sessions.end')}
          </Button>
        )}
      </Group>
    </Paper>
  );
}
