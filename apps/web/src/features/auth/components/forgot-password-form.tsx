import { forgotPasswordBodySchema } from '@gazda/contracts/auth';
import { Alert, Button, Stack, TextInput } from '@mantine/core';
import { IconMailCheck } from '@tabler/icons-react';
import { applyServerErrors, fieldMessage, useZodForm } from '../../../lib/form';
import { useT } from '../../../lib/i18n';
import { FormErrors } from '../../../ui/form-errors';
import { useForgotPassword } from '../api/forgot-password';

/** Asks for a reset link. The answer is the same whether or not the address has an account. */
export function ForgotPasswordForm() {
  const t = useT();
  const request = useForgotPassword();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useZodForm(forgotPasswordBodySchema, { defaultValues: { email: '' } });

  if (request.isSuccess) {
    return (
      <Alert
        color="green"
        variant="light"
        icon={<IconMailCheck size={20} />}
        title={t('auth.forgot.sent_title')}
        role="status"
      >
        {t('auth.forgot.sent')}
      </Alert>
    );
  }

  const submit = handleSubmit((values) =>
    request.mutate(values, { onError: (error) => applyServerErrors(error, setError, ['email']) }),
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <FormErrors error={request.error} />
        <TextInput
          label={t('auth.field.email')}
          type="email"
          inputMode="email"
          autoComplete="email"
          withAsterisk
          {...register('email')}
          error={fieldMessage(t, errors.email?.message)}
        />
        <Button type="submit" size="md" loading={request.isPending} fullWidth>
          {t('auth.forgot.submit')}
        </Button>
      </Stack>
    </form>
  );
}
