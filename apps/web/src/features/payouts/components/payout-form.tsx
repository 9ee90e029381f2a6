import {
  moneyTransferServices,
  payoutMethodBodySchema,
  payoutTypes,
  type PayoutMethod,
  type PayoutMethodBody,
  type PayoutType,
} from '@gazda/contracts/payouts';
import { Button, Group, Select, Stack, TextInput } from '@mantine/core';
import { Controller, type FieldErrors } from 'react-hook-form';
import { applyServerErrors, fieldMessage, useZodForm } from '../../../lib/form';
import { useT } from '../../../lib/i18n';
import { FormErrors } from '../../../ui/form-errors';

/** Every field of every type: the form keeps what was typed when the type changes. */
type Values = {
  type: PayoutType;
  account_number: string;
  swift: string;
  bank_name: string;
  address: string;
  full_name: string;
  service: (typeof moneyTransferServices)[number];
  phone: string;
};

const fields = [
  'type',
  'account_number',
  'swift',
  'bank_name',
  'address',
  'full_name',
  'service',
  'phone',
] as const;

function initialValues(method: PayoutMethod | null): Values {
  return {
    type: method?.type ?? 'domestic',
    // A stored number (or a money transfer's phone) is never sent back in full: an edit enters it
    // again.
    account_number: '',
    swift: method?.swift ?? '',
    bank_name: method?.bank_name ?? '',
    address: method?.address ?? '',
    full_name: method?.full_name ?? '',
    service: method?.service ?? 'western_union',
    phone: '',
  };
}

type PayoutFormProps = {
  method: PayoutMethod | null;
  pending: boolean;
  error: unknown;
  onSubmit: (body: PayoutMethodBody, onError: (error: unknown) => void) => void;
  onCancel: () => void;
};

/** Add or edit a payout method: the fields change with the type (docs/rules/product.md §3). */
export function PayoutForm({ method, pending, error, onSubmit, onCancel }: PayoutFormProps) {
  const t = useT();
  const form = useZodForm(payoutMethodBodySchema, {
    defaultValues: initialValues(method) as never,
  });
  const { register, control, watch, handleSubmit, setError, clearErrors } = form;
  const errors = form.formState.errors as FieldErrors<Values>;
  const type = watch('type') as PayoutType;
  const message = (field: keyof Values) => fieldMessage(t, errors[field]?.message);
  const reenter = method?.type === type;

  const submit = handleSubmit((body) =>
    onSubmit(body, (failure) => applyServerErrors(failure, setError, fields as never)),
  );

  // Keyed by type: each type's fields are fresh inputs, never another type's reused in place.
  const text = (field: keyof Values, label: string, extra: Record<string, unknown> = {}) => (
    <TextInput
      key={`${type}.${field}`}
      label={label}
      withAsterisk
      {...register(field as never)}
      error={message(field)}
      {...extra}
    />
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <FormErrors error={error} />
        <Controller
          control={control}
          name={'type' as never}
          render={({ field }) => (
            <Select
              label={t('payouts.type')}
              data={payoutTypes.map((value) => ({ value, label: t(`payouts.type.${value}`) }))}
              value={field.value as string}
              onChange={(value) => {
                if (!value) return;
                clearErrors();
                field.onChange(value);
              }}
              allowDeselect={false}
              comboboxProps={{ withinPortal: false }}
            />
          )}
        />
        {type === 'domestic' &&
          text('account_number', t('payouts.field.domestic_number'), {
            description: reenter
              ? t('payouts.field.reenter', { masked: method?.masked_number ?? '' })
              : t('payouts.field.domestic_number_hint'),
            inputMode: 'numeric',
            autoComplete: 'off',
          })}
        {type === 'iban' && (
          <>
            {text('account_number', t('payouts.field.iban'), {
              description: reenter
                ? t('payouts.field.reenter', { masked: method?.masked_number ?? '' })
                : undefined,
              autoComplete: 'off',
            })}
            {text('swift', t('payouts.field.swift'), { autoComplete: 'off' })}
            {text('bank_name', t('payouts.field.bank_name'))}
            {text('full_name', t('payouts.field.full_name'), { autoComplete: 'name' })}
            {text('address', t('payouts.field.address'), { autoComplete: 'street-address' })}
          </>
        )}
        {type === 'money_transfer' && (
          <>
            <Controller
              control={control}
              name={'service' as never}
              render={({ field }) => (
                <Select
                  label={t('payouts.field.service')}
                  withAsterisk
                  data={moneyTransferServices.map((value) => ({
                    value,
                    label: t(`payouts.service.${value}`),
                  }))}
                  value={field.value as string}
                  onChange={(value) => value && field.onChange(value)}
                  allowDeselect={false}
                  error={message('service')}
                  comboboxProps={{ withinPortal: false }}
                />
              )}
            />
            {text('full_name', t('payouts.field.receiver_name'), { autoComplete: 'name' })}
            {text('address', t('payouts.field.address'), { autoComplete: 'street-address' })}
            {text('phone', t('payouts.field.phone'), {
              type: 'tel',
              autoComplete: 'tel',
              description: reenter
                ? t('payouts.field.reenter', { masked: method?.masked_number ?? '' })
                : t('payouts.field.phone_hint'),
            })}
          </>
        )}
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onCancel}>
            {t('payouts.cancel')}
          </Button>
          <Button type="submit" loading={pending}>
            {t('payouts.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
