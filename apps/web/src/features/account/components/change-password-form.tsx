import { changePasswordBodySchema } from '@gazda/contracts/auth';
import { Button, Group, PasswordInput, Stack } from '@mantine/core';
import { applyServerErrors, fieldMessage, useZodForm } from '../../../lib/form';
import { useT } from '../../../lib/i18n';
import { FormErrors } from '../../../ui/form-errors';
import { NewPasswordFields } from '../../../ui/new-password-fields';
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
        notifySuccess(t('account.password.saved'));
      },
      onError: (error) => applyServerErrors(error, setError, fields),
    }),
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md" maw={420}>
        <FormErrors error={change.error} />
        <PasswordInput
          label={t('account.password.current')}
          autoComplete="current-password"
          withAsterisk
          {...register('current_password')}
          error={fieldMessage(t, errors.current_password?.message)}
        />
        <NewPasswordFields
          password={{
            label: t('account.password.new'),
            registration: register('password'),
            error: errors.password?.message,
          }}
          confirmation={{
            label: t('account.password.confirmation'),
            registration: register('password_confirmation'),
            error: errors.password_confirmation?.message,
          }}
        />
        <Group>
          <Button type="submit" loading={change.isPending}>
            {t('account.password.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
