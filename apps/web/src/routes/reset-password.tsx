import { Anchor, Stack } from '@mantine/core';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ForgotPasswordForm } from '../features/auth/components/forgot-password-form';
import { ResetPasswordForm } from '../features/auth/components/reset-password-form';
import { useT } from '../lib/i18n';
import { routePath } from '../lib/route-names';
import { notifySuccess } from '../ui/notify';
import { PageTitle } from '../ui/page-title';

/**
 * /reset-password: without `token` it asks for a link; with `token` and `email` (the link in the
 * mail) it sets the new password, then goes to /login.
 */
export function ResetPasswordRoute() {
  const t = useT();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token');
  const email = params.get('email');

  if (token && email) {
    return (
      <Stack gap="lg">
        <PageTitle title={t('auth.reset.title')} description={t('auth.reset.subtitle')} />
        <ResetPasswordForm
          token={token}
          email={email}
          onSuccess={() => {
            notifySuccess(t('auth.reset.done'));
            void navigate(routePath('login'), { replace: true });
          }}
        />
      </Stack>
    );
  }

  return (
    <Stack gap="lg">
      <PageTitle title={t('auth.forgot.title')} description={t('auth.forgot.subtitle')} />
      <ForgotPasswordForm />
      <Anchor
        component={Link}
        to={routePath('login')}
        size="sm"
        ta="center"
        c="dark"
        underline="always"
      >
        {t('auth.forgot.back_to_login')}
      </Anchor>
    </Stack>
  );
}
