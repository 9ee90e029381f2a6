import type { AccountBody, AccountBodyInput } from '@gazda/contracts/account';
import type { User } from '@gazda/contracts/user';
import { SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import type { UseFormReturn } from 'react-hook-form';
import { fieldMessage } from '../../../lib/form';
import { useT } from '../../../lib/i18n';

type Props = {
  form: UseFormReturn<AccountBodyInput, unknown, AccountBody>;
  type: User['account_type'];
  /** The saved JMBG, masked by the server; the field stays empty and keeps it when left so. */
  savedJmbg: string | null;
};

/**
 * The details of the chosen account type (docs/rules/product.md §3): personal or company numbers.
 */
export function AccountDetailsFields({ form, type, savedJmbg }: Props) {
  const t = useT();
  const {
    register,
    formState: { errors },
  } = form;
  const error = (name: keyof NonNullable<AccountBodyInput['details']>) =>
    fieldMessage(t, errors.details?.[name]?.message);

  return (
    <Stack gap="sm">
      <div>
        <Title order={3} fz="md">
          {t(`account.form.details.${type}`)}
        </Title>
        <Text size="sm" c="dark.3">
          {t('account.form.details_hint')}
        </Text>
      </div>
      {type === 'individual' ? (
        <SimpleGrid key="individual" cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            label={t('account.form.jmbg')}
            description={
              savedJmbg ? t('account.form.jmbg_saved', { masked: savedJmbg }) : undefined
            }
            inputMode="numeric"
            autoComplete="off"
            maxLength={32}
            {...register('details.jmbg')}
            error={error('jmbg')}
          />
          <TextInput
            label={t('account.form.city')}
            autoComplete="address-level2"
            {...register('details.city')}
            error={error('city')}
          />
          <TextInput
            label={t('account.form.street_and_number')}
            placeholder={t('account.form.street_placeholder')}
            autoComplete="street-address"
            {...register('details.street_and_number')}
            error={error('street_and_number')}
          />
        </SimpleGrid>
      ) : (
        <SimpleGrid key="company" cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            label={t('account.form.business_name')}
            autoComplete="organization"
            {...register('details.business_name')}
            error={error('business_name')}
          />
          <TextInput
            label={t('account.form.pib')}
            inputMode="numeric"
            autoComplete="off"
            maxLength={32}
            {...register('details.pib')}
            error={error('pib')}
          />
          <TextInput
            label={t('account.form.mb')}
            inputMode="numeric"
            autoComplete="off"
            maxLength={32}
            {...register('details.mb')}
            error={error('mb')}
          />
        </SimpleGrid>
      )}
    </Stack>
  );
}
