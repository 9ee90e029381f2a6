import { loginBodySchema } from '@gazda/contracts/auth';
import { Anchor, Button, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { Link } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { applyServerErrors, fieldMessage, useZodForm } from '../../../lib/form';
import { useT } from '../../../lib/i18n';
import { routePath } from '../../../lib/route-names';
import { FormErrors } from '../../../ui/form-errors';
import { useLogin, type LoginResult } from '../api/login';

type LoginFormProps = { onSuccess: (result: LoginResult) => void };

export function LoginForm({ onSuccess }: LoginFormProps) {
  const t = useT();
  const login = useLogin();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useZodForm(loginBodySchema, { defaultValues: { email: '', password: '' } });

  const submit = handleSubmit((values) =>
    login.mutate(values, {
      onSuccess,
      onError: (error) => applyServerErrors(error, setError, ['email', 'password']),
    }),
  );

  // 429: the server's "Too Many Attempts." and how long to wait (Retry-After).
  const wait =
    login.error instanceof ApiError && login.error.status === 429 && login.error.retryAfter
      ? t('auth.login.retry_after', { seconds: login.error.retryAfter })
      : undefined;

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <FormErrors error={login.error} extra={wait} />
        <TextInput
          label={t('auth.field.email')}
          type="email"
          inputMode="email"
          autoComplete="email"
          withAsterisk
          {...register('email')}
          error={fieldMessage(t, errors.email?.message)}
        />
        <PasswordInput
          label={t('auth.field.password')}
          autoComplete="current-password"
          withAsterisk
          {...register('password')}
          error={fieldMessage(t, errors.password?.message)}
        />
        <Group justify="flex-end" mt={-6}>
          <Anchor
            component={Link}
            to={routePath('reset-password')}
            size="sm"
            c="dark"
            underline="always"
          >
            {t('auth.login.forgot')}
          </Anchor>
        </Group>
        <Button type="submit" size="md" loading={login.isPending} fullWidth>
          {t('auth.login.submit')}
        </Button>
      </Stack>
    </form>
  );
}
