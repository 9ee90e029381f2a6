import { Anchor, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { Registered } from '../features/auth/api/register';
import { RegisterForm } from '../features/auth/components/register-form';
import { RegistrationSent } from '../features/auth/components/registration-sent';
import { rememberRedirectAfterVerify } from '../features/auth/redirect-after-verify';
import { useT } from '../lib/i18n';
import { REDIRECT_PARAM, routePath, safeRedirect } from '../lib/route-names';
import { PageTitle } from '../ui/page-title';

/**
 * /register: nobody is logged in here. The answer is the same whatever the address (issue #10
 * item 6), so the form gives way to "check your e-mail"; the mailed link logs in and, in this
 * browser, goes back to `redirect` (e.g. a listing being booked) instead of the panel.
 */
export function RegisterRoute() {
  const t = useT();
  const [params] = useSearchParams();
  const redirect = safeRedirect(params.get(REDIRECT_PARAM));
  const [sent, setSent] = useState<Registered | null>(null);
  const loginPath = routePath(
    'login',
    undefined,
    redirect ? { [REDIRECT_PARAM]: redirect } : undefined,
  );

  function onSuccess(registered: Registered) {
    rememberRedirectAfterVerify(redirect);
    setSent(registered);
  }

  if (sent) {
    return (
      <Stack gap="lg">
        <PageTitle title={t('auth.register.sent_title')} />
        <RegistrationSent {...sent} loginPath={loginPath} />
      </Stack>
    );
  }

  return (
    <Stack gap="lg">
      <PageTitle title={t('auth.register.title')} description={t('auth.register.subtitle')} />
      <RegisterForm onSuccess={onSuccess} />
      <Text size="sm" ta="center" c="dimmed">
        {t('auth.register.have_account')}
      </Text>
      <Anchor
        component={Link}
        to={loginPath}
        ta="center"
        fw={600}
        c="dark"
        underline="always"
        mt={-12}
      >
        {t('auth.register.login')}
      </Anchor>
    </Stack>
  );
}
