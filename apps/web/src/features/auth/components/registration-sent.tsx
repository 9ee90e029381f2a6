import { Alert, Anchor, Stack, Text } from '@mantine/core';
import { IconMailCheck } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useT } from '../../../lib/i18n';
import type { Registered } from '../api/register';

/**
 * What registering shows instead of the form: the same for a new and a taken address (issue #10
 * item 6). The link in the mail finishes the registration and logs in.
 */
export function RegistrationSent({
  message,
  email,
  loginPath,
}: Registered & { loginPath: string }) {
  const t = useT();
  return (
    <Stack gap="md">
      <Alert color="green" variant="light" icon={<IconMailCheck size={20} />} role="status">
        <Stack gap="xs">
          <Text size="sm">{message}</Text>
          <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
            {t('auth.register.sent_to', { email })}
          </Text>
        </Stack>
      </Alert>
      <Text size="sm" c="dimmed">
        {t('auth.register.spam_hint')}
      </Text>
      <Anchor component={Link} to={loginPath} ta="center" fw={600} c="dark" underline="always">
        {t('auth.register.back_to_login')}
      </Anchor>
    </Stack>
  );
}
