import { Anchor, Stack, Text } from '@mantine/core';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { LoginResult } from '../features/auth/api/login';
import { LoginForm } from '../features/auth/components/login-form';
import { SocialLoginButtons } from '../features/social-login/components/social-login-buttons';
import { useT } from '../lib/i18n';
import { afterLoginTarget, REDIRECT_PARAM, routePath, safeRedirect } from '../lib/route-names';
import { PageTitle } from '../ui/page-title';

/*
 * /login. A guard may have added `redirect` (the protected path asked for) and `apple_token` (the
 * mobile wrapper's Apple sign-in, kept in the URL for the social-login issue to consume).
 */
export function LoginRoute() {
  const t = useT();
  const navigate = useNavigate();
  const [params] = useSearchParams();

  // A new account made from here goes back where this login was asked for, too.
  const redirect = safeRedirect(params.get(REDIRECT_PARAM));
  const registerPath = routePath(
    'register',
    undefined,
    redirect ? { [REDIRECT_PARAM]: redirect } : undefined,
  );

  function onSuccess(result: LoginResult) {
    const target = afterLoginTarget(result.redirectUrl, params.get(REDIRECT_PARAM));
    if ('href' in target) window.location.assign(target.href);
    else void navigate(target.path, { replace: true });
  }

  return (
    <Stack gap="lg">
      <PageTitle title={t('auth.login.title')} description={t('auth.login.subtitle')} />
      <LoginForm onSuccess={onSuccess} />
      <SocialLoginButtons redirect={redirect} />
      <Text size="sm" ta="center" c="dimmed">
        {t('auth.login.no_account')}
      </Text>
      <Anchor
        component={Link}
        to={registerPath}
        ta="center"
        fw={600}
        c="dark"
        underline="always"
        mt={-12}
      >
        {t('auth.login.register')}
      </Anchor>
    </Stack>
  );
}
