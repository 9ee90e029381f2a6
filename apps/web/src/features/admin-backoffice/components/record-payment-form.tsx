import { recordPaymentBodySchema } from '@gazda/contracts/payments';
import { localDateAt } from '@gazda/domain/dates';
import { formatDate, formatMoney } from '@gazda/i18n/format';
import { Badge, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { applyServerErrors, fieldMessage, useZodForm } from '../../../lib/form';
import { useLocale, useT } from '../../../lib/i18n';
import { FormErrors } from '../../../ui/form-errors';
import { MoneyField } from '../../../ui/form/money-field';
import { notifySuccess } from '../../../ui/notify';
import { useRecordPayment, useReservationPayments } from '../api/payments';

/** The operator's day: rates and payments are dated in Serbia. */
const belgradeToday = () => localDateAt(Date.now(), 'Europe/Belgrade');

const fields = ['amount', 'paid_on', 'bank_reference'] as const;

/**
 * A payment received against a reservation (amount in dinars, the day, the bank's reference):
 * the advance, the payments so far and an overpayment above the form.
 */
export function RecordPaymentForm({ reservationId }: { reservationId: number }) {
  const t = useT();
  const locale = useLocale();
  const payments = useReservationPayments(reservationId);
  const record = useRecordPayment(reservationId);
  const [today] = useState(belgradeToday);
  const rsd = (para: number) => formatMoney(para, 'RSD', locale);
  const {
    control,
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useZodForm(recordPaymentBodySchema, {
    defaultValues: { paid_on: today, bank_reference: '' },
  });

  const submit = handleSubmit((values) =>
    record.mutate(values, {
      onSuccess: () => {
        notifySuccess(t('payments.record.recorded'));
        reset({ ...values, amount: undefined, bank_reference: '' });
      },
      onError: (error) => applyServerErrors(error, setError, fields),
    }),
  );

  const data = payments.data;
  return (
    <Stack gap="xs" data-testid={`record-payment-${reservationId}`}>
      <Text size="sm" fw={600}>
        {t('payments.record.title')}
      </Text>
      {data ? (
        <Group gap="xs">
          <Text size="sm">
            {t('payments.record.summary', {
              advance: rsd(data.advance),
              paid: rsd(data.paid),
              total: rsd(data.total),
            })}
          </Text>
          {data.over > 0 ? (
            <Badge color="red" variant="light">
              {t('payments.record.overpaid', { amount: rsd(data.over) })}
            </Badge>
          ) : null}
        </Group>
      ) : null}
      {data && data.payments.length > 0 ? (
        <Stack gap={0}>
          {data.payments.map((p) => (
            <Text key={p.id} size="xs" c="dimmed">
              {formatDate(p.paid_on, locale)} · {rsd(p.amount)} · {p.bank_reference}
            </Text>
          ))}
        </Stack>
      ) : null}
      <form onSubmit={submit} noValidate>
        <Stack gap="xs">
          <FormErrors error={record.error} />
          <Group align="flex-start" gap="sm">
            <MoneyField
              control={control}
              name="amount"
              label={t('payments.record.amount')}
              currency="RSD"
              w={160}
              required
            />
            <TextInput
              type="date"
              label={t('payments.record.paid_on')}
              {...register('paid_on')}
              error={fieldMessage(t, errors.paid_on?.message)}
            />
            <TextInput
              label={t('payments.record.bank_reference')}
              w={180}
              {...register('bank_reference')}
              error={fieldMessage(t, errors.bank_reference?.message)}
            />
            <Button type="submit" mt={24} loading={record.isPending}>
              {t('payments.record.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
