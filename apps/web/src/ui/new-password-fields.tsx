import { PASSWORD_MIN } from '@gazda/contracts/auth';
import { PasswordInput } from '@mantine/core';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { fieldMessage } from '../lib/form';
import { useT } from '../lib/i18n';

type Field = { registration: UseFormRegisterReturn; error?: string; label: string };

/**
 * A new password and its confirmation, as registration, reset and change-password ask for them:
 * the minimum length named under the first, and both marked as new passwords for managers.
 */
export function NewPasswordFields({
  password,
  confirmation,
}: {
  password: Field;
  confirmation: Field;
}) {
  const t = useT();
  return (
    <>
      <PasswordInput
        label={password.label}
        description={t('auth.field.password_hint', { min: PASSWORD_MIN })}
        autoComplete="new-password"
        withAsterisk
        {...password.registration}
        error={fieldMessage(t, password.error)}
      />
      <PasswordInput
        label={confirmation.label}
        autoComplete="new-password"
        withAsterisk
        {...confirmation.registration}
        error={fieldMessage(t, confirmation.error)}
      />
    </>
  );
}
