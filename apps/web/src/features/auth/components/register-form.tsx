import { registerBodySchema } from '@gazda/contracts/auth';
import { Button, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { applyServerErrors, fieldMessage, useZodForm } from '../../../lib/form';
import { useLocale, useT } from '../../../lib/i18n';
import { FormErrors } from '../../../ui/form-errors';
import { NewPasswordFields } from '../../../ui/new-password-fields';
import { useRegister, type Registered } from '../api/register';

const fields = ['first_name', 'last_name', 'email', 'password', 'password_confirmation'] as const;

/** The account is created in the current panel language (its mails follow it). 202 → `onSuccess`. */
export function RegisterForm({ onSuccess }: { onSuccess: (sent: Registered) => void }) {
  const t = useT();
  const locale = useLocale();
  const registration = useRegister();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useZodForm(registerBodySchema, {
    defaultValues: {
      first_name: '',
      last_name: '',
      email: '',
      password: '',
      password_confirmation: '',
    },
  });

  const submit = handleSubmit((values) =>
    registration.mutate(
      { ...values, lang: locale },
      { onSuccess, onError: (error) => applyServerErrors(error, setError, fields) },
    ),
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <FormErrors error={registration.error} />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <TextInput
            label={t('auth.field.first_name')}
            autoComplete="given-name"
            withAsterisk
            {...register('first_name')}
            error={fieldMessage(t, errors.first_name?.message)}
          />
          <TextInput
            label={t('auth.field.last_name')}
            autoComplete="family-name"
            withAsterisk
            {...register('last_name')}
            error={fieldMessage(t, errors.last_name?.message)}
          />
        </SimpleGrid>
        <TextInput
          label={t('auth.field.email')}
          type="email"
          inputMode="email"
          autoComplete="email"
          withAsterisk
          {...register('email')}
          error={fieldMessage(t, errors.email?.message)}
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
        <Button type="submit" size="md" loading={registration.isPending} fullWidth>
          {t('auth.register.submit')}
        </Button>
      </Stack>
    </form>
  );
}
