import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { useT } from '../../../lib/i18n';
import { routePath } from '../../../lib/route-names';
import { confirmEmailChangeQueryOptions, type EmailChangeLink } from '../api/confirm-email-change';

/** The server's reason: the `link` or `email` field of a 422, else its message. */
function reason(error: unknown): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  return error.errors?.link?.[0] ?? error.errors?.email?.[0] ?? error.message;
}

/** Opens the link mailed to a new address and says how it went. */
export function EmailChangeStatus({ link }: { link: EmailChangeLink }) {
  const t = useT();
  const queryClient = useQueryClient();
  const change = useQuery(confirmEmailChangeQueryOptions(link, queryClient));
  const settings = (
    <Button component={Link} to={routePath('user-settings.account')} variant="outline">
      {t('account.email_change.to_settings')}
    </Button>
  );

  if (change.isPending) {
    return (
      <Group gap="sm" role="status">
        <Loader size="sm" color="dark" />
        <Text>{t('account.email_change.pending')}</Text>
      </Group>
    );
  }

  if (change.isSuccess) {
    return (
      <Stack gap="md">
        <Alert color="green" variant="light" icon={<IconCircleCheck size={20} />} role="status">
          {t('account.email_change.success', { email: change.data })}
        </Alert>
        {settings}
      </Stack>
    );
  }

  return (
    <Stack gap="md">
      <Alert
        color="red"
        variant="light"
        icon={<IconAlertTriangle size={20} />}
        title={t('account.email_change.failed')}
        role="alert"
      >
        {reason(change.error)}
      </Alert>
      <Text size="sm">{t('account.email_change.retry_hint')}</Text>
      {settings}
    </Stack>
  );
}
