import { changePasswordBodySchema, PASSWORD_MIN } from '@gazda/contracts/auth';
import { Button, Group, PasswordInput, Stack } from '@mantine/core';
import { applyServerErrors, fieldMessage, useZodForm } from '../../../lib/form';
import { useT } from '../../../lib/i18n';
import { FormErrors } from '../../../ui/form-errors';
import { notifySuccess } from '../../../ui/notify';
import { useChangePassword } from '../api/change-password';

const fields = ['current_password', 'password', 'password_confirmation'] as const;
const empty = { current_password: '', password: '', password_confirmation: '' };

export function ChangePasswordForm() {
  const t = useT();
  const change = useChangePassword();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useZodForm(changePasswordBodySchema, { defaultValues: empty });

  const submit = handleSubmit((values) =>
    change.mutate(values, {
      onSuccess: () => {
        reset(empty);
        notifySuccess(t('settings.password.saved'));
      },
      onError: (error) => applyServerErrors(error, setError, fields),
    }),
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md" maw={420}>
        <FormErrors error={change.error} />
        <PasswordInput
          label={t('settings.password.current')}
          autoComplete="current-password"
          withAsterisk
          {...register('current_password')}
          error={fieldMessage(t, errors.current_password?.message)}
        />
        <PasswordInput
          label={t('settings.password.new')}
          description={t('auth.field.password_hint', { min: PASSWORD_MIN })}
          autoComplete="new-password"
          withAsterisk
          {...register('password')}
          error={fieldMessage(t, errors.password?.message)}
        />
        <PasswordInput
          label={t('settings.password.confirmation')}
          autoComplete="new-password"
          withAsterisk
          {...register('password_confirmation')}
          error={fieldMessage(t, errors.password_confirmation?.message)}
        />
        <Group>
          <Button type="submit" loading={change.isPending}>
            {t('settings.password.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
