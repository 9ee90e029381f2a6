import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconMailExclamation } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useT } from '../../../lib/i18n';
import { isEmailRefusal, knownUnverified, type GuestAccount } from '../utils/email-check';

type VerifyEmailNoticeProps = { account: GuestAccount | undefined; error: Error | null };

/**
 * Only a verified address books (issue #23): shown before Book when `me` says the address is not
 * verified, and after the server's 403 in any case, with the button that mails the link again.
 */
export function VerifyEmailNotice({ account, error }: VerifyEmailNoticeProps) {
  const t = useT();
  const resend = useMutation({
    mutationFn: () => (account ? account.resendVerification() : Promise.resolve()),
  });
  const refused = isEmailRefusal(error);
  if (!refused && !knownUnverified(account)) return null;

  return (
    <Alert
      color="yellow"
      variant="light"
      icon={<IconMailExclamation size={20} />}
      role={refused ? 'alert' : 'status'}
      data-testid="booking-verify-email"
    >
      <Stack gap="xs" align="flex-start">
        <Text size="sm" fw={500}>
          {refused ? error.message : t('bookingPanel.verify.needed')}
        </Text>
        <Text size="sm">{t('bookingPanel.verify.hint')}</Text>
        {resend.isSuccess ? (
          <Text size="sm" role="status">
            {t('bookingPanel.verify.sent')}
          </Text>
        ) : account ? (
          <Button
            size="compact-sm"
            variant="outline"
            color="dark"
            loading={resend.isPending}
            onClick={() => resend.mutate()}
          >
            {t('bookingPanel.verify.resend')}
          </Button>
        ) : null}
        {resend.error ? (
          <Text size="sm" c="red.8" role="alert">
            {resend.error.message}
          </Text>
        ) : null}
      </Stack>
    </Alert>
  );
}
