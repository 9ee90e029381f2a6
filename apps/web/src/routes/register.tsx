import { Anchor, Stack, Text } from '@mantine/core';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { RegisterForm } from '../features/auth/components/register-form';
import { useT } from '../lib/i18n';
import { REDIRECT_PARAM, routePath, safeRedirect } from '../lib/route-names';
import { notifySuccess } from '../ui/notify';
import { PageTitle } from '../ui/page-title';

/**
 * /register: the new account is logged in and lands on account settings, where the e-mail prompt
 * shows, unless it was made on the way somewhere (`redirect`, e.g. back to a listing being booked).
 */
export function RegisterRoute() {
  const t = useT();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const redirect = safeRedirect(params.get(REDIRECT_PARAM));

  function onSuccess() {
    notifySuccess(t('auth.register.done'));
    void navigate(redirect ?? routePath('user-settings.account'), { replace: true });
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
        to={routePath('login')}
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
