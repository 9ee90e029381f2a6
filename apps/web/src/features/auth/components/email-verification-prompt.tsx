import type { User } from '@gazda/contracts/user';
import { Alert, Button, Group, Text } from '@mantine/core';
import { IconMailExclamation } from '@tabler/icons-react';
import { useT } from '../../../lib/i18n';
import { notifyError, notifySuccess } from '../../../ui/notify';
import { useResendVerification } from '../api/resend-verification';

/**
 * Email not verified: a prompt with a resend link (docs/rules/product.md §8). Renders nothing once
 * verified.
 */
export function EmailVerificationPrompt({ user }: { user: User }) {
  const t = useT();
  const resend = useResendVerification();
  if (user.email_verified_at) return null;

  function send() {
    resend.mutate(undefined, {
      onSuccess: () => notifySuccess(t('auth.verification.sent', { email: user.email })),
      onError: notifyError,
    });
  }

  return (
    <Alert
      color="yellow"
      variant="light"
      icon={<IconMailExclamation size={20} />}
      data-testid="email-not-verified"
    >
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Text size="sm" c="dark.8" style={{ flex: '1 1 16rem' }}>
          {t('auth.verification.prompt', { email: user.email })}
        </Text>
        <Button
          size="compact-sm"
          variant="outline"
          color="dark"
          loading={resend.isPending}
          onClick={send}
        >
          {t('auth.verification.resend')}
        </Button>
      </Group>
    </Alert>
  );
}
