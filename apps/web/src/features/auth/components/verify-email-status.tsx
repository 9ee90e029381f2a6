import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { useT } from '../../../lib/i18n';
import { queryKeys } from '../../../lib/query-keys';
import { routePath } from '../../../lib/route-names';
import { getToken } from '../../../lib/session';
import { LinkStatus } from '../../../ui/link-status';
import { notifyError, notifySuccess } from '../../../ui/notify';
import { useResendVerification } from '../api/resend-verification';
import { verifyEmailQueryOptions, type VerifyEmailLink } from '../api/verify-email';
import { RedirectCountdown } from './redirect-countdown';

const VERIFIED_REDIRECT_SECONDS = 3;

export function VerifyEmailStatus({ link }: { link: VerifyEmailLink }) {
  const t = useT();
  const queryClient = useQueryClient();
  const verification = useQuery(verifyEmailQueryOptions(link, queryClient));
  const resend = useResendVerification();
  const loggedIn = getToken() !== null;
  const alreadyVerified =
    verification.error instanceof ApiError && verification.error.code === 'email_already_verified';
  // A panel open in this browser may still hold the unverified user: read it again.
  useEffect(() => {
    if (alreadyVerified && loggedIn) void queryClient.invalidateQueries({ queryKey: queryKeys.me });
  }, [alreadyVerified, loggedIn, queryClient]);

  // The link was used before (or opened twice at once): nothing failed, the address is verified.
  if (alreadyVerified) {
    return (
      <Stack gap="md">
        <Alert
          color="blue"
          variant="light"
          icon={<IconInfoCircle size={20} />}
          title={t('auth.verify.already_title')}
          role="status"
        >
          {t('auth.verify.already_verified')}
        </Alert>
        {loggedIn ? (
          <Button key="panel" component={Link} to={routePath('Dashboard')} fullWidth>
            {t('auth.verify.go_now')}
          </Button>
        ) : (
          <Button key="login" component={Link} to={routePath('login')} fullWidth>
            {t('auth.verify.login')}
          </Button>
        )}
      </Stack>
    );
  }

  return (
    <LinkStatus
      query={verification}
      pending={t('auth.verify.pending')}
      succeeded={(data) => {
        const next = data.next ?? routePath('Dashboard');
        return {
          text: t('auth.verify.success'),
          next: (
            <>
              <RedirectCountdown seconds={VERIFIED_REDIRECT_SECONDS} to={next} />
              <Button component={Link} to={next} fullWidth>
                {t('auth.verify.go_now')}
              </Button>
            </>
          ),
        };
      }}
      failed={{
        title: t('auth.verify.failed'),
        next: loggedIn ? (
          <>
            <Text size="sm">{t('auth.verify.resend_hint')}</Text>
            <Button
              key="resend"
              loading={resend.isPending}
              disabled={resend.isSuccess}
              onClick={() =>
                resend.mutate(undefined, {
                  onSuccess: () => notifySuccess(t('auth.verification.sent_again')),
                  onError: notifyError,
                })
              }
            >
              {t('auth.verification.resend')}
            </Button>
          </>
        ) : (
          <>
            <Text size="sm">{t('auth.verify.login_hint')}</Text>
            <Button key="login" component={Link} to={routePath('login')} variant="outline">
              {t('auth.verify.login')}
            </Button>
          </>
        ),
      }}
      reasonFields={['link', 'signature']}
    />
  );
}
