import {
  accountBodySchema,
  type AccountBody,
  type AccountBodyInput,
} from '@gazda/contracts/account';
import type { User } from '@gazda/contracts/user';
import {
  Alert,
  Button,
  Group,
  PasswordInput,
  Radio,
  SimpleGrid,
  Stack,
  TextInput,
} from '@mantine/core';
import { IconMailForward } from '@tabler/icons-react';
import { useState } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { applyServerErrors, fieldMessage, useZodForm } from '../../../lib/form';
import { useT } from '../../../lib/i18n';
import { FormErrors } from '../../../ui/form-errors';
import { notifySuccess } from '../../../ui/notify';
import { useUpdateAccount } from '../api/update-account';
import { AccountDetailsFields } from './account-details-fields';

const fields = [
  'first_name',
  'last_name',
  'email',
  'current_password',
  'phone',
  'account_type',
  'details.jmbg',
  'details.city',
  'details.street_and_number',
  'details.pib',
  'details.mb',
  'details.business_name',
] as const;

function defaults(user: User): AccountBodyInput {
  const details = user.details;
  return {
    first_name: user.first_name,
    last_name: user.last_name,
    email: user.email,
    phone: user.phone ?? '',
    account_type: user.account_type,
    details: {
      // Shown masked by the server: never prefilled, an empty field keeps the saved one.
      jmbg: '',
      city: details?.city ?? '',
      street_and_number: details?.street_and_number ?? '',
      pib: details?.pib ?? '',
      mb: details?.mb ?? '',
      business_name: details?.business_name ?? '',
    },
    current_password: '',
  };
}

const sameEmail = (a: string | undefined, b: string) => (a ?? '').trim().toLowerCase() === b;

/** PUT user-settings/account: names, e-mail (with the password), phone, type and details. */
export function AccountForm({ user }: { user: User }) {
  const t = useT();
  const update = useUpdateAccount();
  const [mailedTo, setMailedTo] = useState<string | null>(null);
  const form = useZodForm(accountBodySchema, { defaultValues: defaults(user) });
  const {
    register,
    control,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = form;
  const [email, type] = useWatch({ control, name: ['email', 'account_type'] });
  const emailChanged = !sameEmail(email, user.email);

  const submit = handleSubmit((values: AccountBody) => {
    const changing = !sameEmail(values.email, user.email);
    const body = { ...values, current_password: changing ? values.current_password : undefined };
    update.mutate(body, {
      onSuccess: (saved) => {
        reset(defaults(saved));
        // The address stays until the link mailed to the new one is opened (issue #23 item 4).
        setMailedTo(changing ? (saved.pending_email ?? values.email) : null);
        notifySuccess(t('account.form.saved'));
      },
      onError: (error) => applyServerErrors(error, setError, fields),
    });
  });

  return (
    <form onSubmit={submit} noValidate aria-label={t('account.form.title')}>
      <Stack gap="lg">
        <FormErrors error={update.error} />
        {mailedTo ? (
          <Alert color="green" variant="light" icon={<IconMailForward size={20} />} role="status">
            {t('account.email_change.sent', { email: mailedTo })}
          </Alert>
        ) : null}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            label={t('account.form.first_name')}
            withAsterisk
            autoComplete="given-name"
            {...register('first_name')}
            error={fieldMessage(t, errors.first_name?.message)}
          />
          <TextInput
            label={t('account.form.last_name')}
            withAsterisk
            autoComplete="family-name"
            {...register('last_name')}
            error={fieldMessage(t, errors.last_name?.message)}
          />
          <TextInput
            label={t('account.form.email')}
            withAsterisk
            type="email"
            autoComplete="email"
            description={
              user.pending_email ? (
                <span data-testid="email-pending">
                  {t('account.form.email_pending', { email: user.pending_email })}
                </span>
              ) : undefined
            }
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            {...register('email')}
            error={fieldMessage(t, errors.email?.message)}
          />
          <TextInput
            label={t('account.form.phone')}
            description={t('account.form.phone_hint')}
            placeholder={t('account.form.phone_placeholder')}
            type="tel"
            autoComplete="tel"
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            {...register('phone')}
            error={fieldMessage(t, errors.phone?.message)}
          />
          {emailChanged ? (
            <PasswordInput
              label={t('account.form.current_password')}
              description={t('account.form.current_password_hint')}
              withAsterisk
              autoComplete="current-password"
              {...register('current_password')}
              error={fieldMessage(t, errors.current_password?.message)}
            />
          ) : null}
        </SimpleGrid>
        <Controller
          control={control}
          name="account_type"
          render={({ field, fieldState }) => (
            <Radio.Group
              label={t('account.form.type')}
              value={field.value}
              onChange={(value) => field.onChange(value)}
              error={fieldMessage(t, fieldState.error?.message)}
            >
              <Group gap="lg" mt="xs">
                <Radio value="individual" label={t('account.form.type.individual')} />
                <Radio value="business" label={t('account.form.type.business')} />
              </Group>
            </Radio.Group>
          )}
        />
        <AccountDetailsFields form={form} type={type} savedJmbg={user.details?.jmbg ?? null} />
        <Group>
          <Button type="submit" loading={update.isPending}>
            {t('account.form.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
