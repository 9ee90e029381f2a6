import { resetPasswordBodySchema } from '@gazda/contracts/auth';
import { Anchor, Button, Stack, TextInput } from '@mantine/core';
import { Link } from 'react-router';
import { applyServerErrors, fieldMessage, useZodForm } from '../../../lib/form';
import { useT } from '../../../lib/i18n';
import { routePath } from '../../../lib/route-names';
import { FormErrors } from '../../../ui/form-errors';
import { NewPasswordFields } from '../../../ui/new-password-fields';
import { useResetPassword } from '../api/reset-password';

type ResetPasswordFormProps = { token: string; email: string; onSuccess: () => void };

/** The second half of a reset: the link from the mail carries `token` and `email`. */
export function ResetPasswordForm({ token, email, onSuccess }: ResetPasswordFormProps) {
  const t = useT();
  const reset = useResetPassword();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useZodForm(resetPasswordBodySchema, {
    defaultValues: { token, email, password: '', password_confirmation: '' },
  });

  const submit = handleSubmit((values) =>
    reset.mutate(values, {
      onSuccess,
      onError: (error) => applyServerErrors(error, setError, ['password', 'password_confirmation']),
    }),
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <FormErrors error={reset.error} />
        <TextInput
          label={t('auth.field.email')}
          type="email"
          autoComplete="username"
          readOnly
          variant="filled"
          {...register('email')}
          error={fieldMessage(t, errors.email?.message ?? errors.token?.message)}
        />
        <NewPasswordFields
          password={{
            label: t('auth.field.password'),
            registration: register('password'),
            error: errors.password?.message,
          }}
          confirmation={{
            label: t('auth.field.password_confirmation'),
            registration: register('password_confirmation'),
            error: errors.password_confirmation?.message,
          }}
        />
        <Button type="submit" size="md" loading={reset.isPending} fullWidth>
          {t('auth.reset.submit')}
        </Button>
        {reset.error ? (
          <Anchor
            component={Link}
            to={routePath('reset-password')}
            size="sm"
            ta="center"
            c="dark"
            underline="always"
          >
            {t('auth.reset.new_link')}
          </Anchor>
        ) : null}
      </Stack>
    </form>
  );
}
