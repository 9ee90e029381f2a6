import type { SocialProvider } from '@gazda/contracts/social-login';
import { Alert, Anchor, Loader, Stack, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { useT } from '../../../lib/i18n';
import { routePath } from '../../../lib/route-names';
import { useSocialLogin, type SocialLoginResult } from '../api/social-login';

type Props = {
  provider: SocialProvider | null;
  code: string | null;
  data: string | null;
  onSuccess: (result: SocialLoginResult) => void;
};

/**
 * The server's own words for a refusal of social sign-in (no e-mail from the provider, an address
 * already registered, …); anything else shows the generic message.
 */
function refusalMessage(error: unknown): string | null {
  if (!(error instanceof ApiError)) return null;
  switch (error.code) {
    case 'social_login_failed':
    case 'social_no_email':
    case 'social_email_taken':
      return error.message;
    default:
      return null;
  }
}

/**
 * The provider's return: posts code and data once (the code works only once, so no retry);
 * a failure shows the generic message (the server logged the cause) and the way back.
 */
export function SocialCallback({ provider, code, data, onSuccess }: Props) {
  const t = useT();
  const login = useSocialLogin();
  const started = useRef(false);
  const usable = provider !== null && code !== null && data !== null;

  useEffect(() => {
    if (started.current || !usable) return;
    started.current = true;
    login.mutate({ provider, code, data }, { onSuccess });
  }, [usable, provider, code, data, login, onSuccess]);

  if (!usable || login.isError)
    return (
      <Stack gap="md">
        <Alert color="red" role="alert">
          {refusalMessage(login.error) ?? t('socialLogin.failed')}
        </Alert>
        <Anchor component={Link} to={routePath('login')} c="dark" fw={600} underline="always">
          {t('socialLogin.back')}
        </Anchor>
      </Stack>
    );
  return (
    <Stack align="center" gap="md" py="lg">
      <Loader color="dark" />
      <Text c="dimmed">{t('socialLogin.working')}</Text>
    </Stack>
  );
}
