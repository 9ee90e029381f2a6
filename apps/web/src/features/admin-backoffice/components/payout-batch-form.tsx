import { markPayoutsSentBodySchema } from '@gazda/contracts/payments';
import { localDateAt } from '@gazda/domain/dates';
import { formatDate, formatMoney } from '@gazda/i18n/format';
import { Button, Card, Checkbox, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { applyServerErrors, fieldMessage, useZodForm } from '../../../lib/form';
import { useLocale, useT } from '../../../lib/i18n';
import { FormErrors } from '../../../ui/form-errors';
import { notifySuccess } from '../../../ui/notify';
import { useDuePayouts, useMarkPayoutsSent } from '../api/payments';

/** The operator's day: payouts are dated in Serbia. */
const belgradeToday = () => localDateAt(Date.now(), 'Europe/Belgrade');

const fields = ['reservation_ids', 'sent_on', 'reference'] as const;

/** Payouts due to hosts: tick the ones of one bank transfer, give its day and reference. */
export function PayoutBatchForm() {
  const t = useT();
  const locale = useLocale();
  const payouts = useDuePayouts();
  const mark = useMarkPayoutsSent();
  const [today] = useState(belgradeToday);
  const {
    control,
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useZodForm(markPayoutsSentBodySchema, {
    defaultValues: { reservation_ids: [], sent_on: today, reference: '' },
  });

  const submit = handleSubmit((values) =>
    mark.mutate(values, {
      onSuccess: () => {
        notifySuccess(t('payments.batch.sent'));
        reset({ reservation_ids: [], sent_on: values.sent_on, reference: '' });
      },
      onError: (error) => applyServerErrors(error, setError, fields),
    }),
  );

  const rows = payouts.data ?? [];
  return (
    <Card withBorder radius="md" padding="md" data-testid="payout-batch">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Title order={2} fz="h5">
            {t('payments.batch.title')}
          </Title>
          <FormErrors error={mark.error} />
          {rows.length === 0 ? <Text size="sm">{t('payments.batch.empty')}</Text> : null}
          <Controller
            control={control}
            name="reservation_ids"
            render={({ field }) => (
              <Checkbox.Group
                value={field.value.map(String)}
                onChange={(ids) => field.onChange(ids.map(Number))}
                error={fieldMessage(t, errors.reservation_ids?.message)}
                label={t('payments.batch.pick')}
              >
                <Stack gap={6} mt={6}>
                  {rows.map((p) => (
                    <Checkbox
                      key={p.reservation_id}
                      value={String(p.reservation_id)}
                      label={`${p.code} · ${p.host_name} · ${p.listing_name} · ${formatDate(p.check_in, locale)} · ${formatMoney(p.earnings, p.currency, locale)}${p.payout_method ? ` · ${p.payout_method.masked_number}` : ''}`}
                    />
                  ))}
                </Stack>
              </Checkbox.Group>
            )}
          />
          <Group align="flex-start" gap="sm">
            <TextInput
              type="date"
              label={t('payments.batch.sent_on')}
              {...register('sent_on')}
              error={fieldMessage(t, errors.sent_on?.message)}
            />
            <TextInput
              label={t('payments.batch.reference')}
              w={200}
              {...register('reference')}
              error={fieldMessage(t, errors.reference?.message)}
            />
            <Button type="submit" mt={24} loading={mark.isPending}>
              {t('payments.batch.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
