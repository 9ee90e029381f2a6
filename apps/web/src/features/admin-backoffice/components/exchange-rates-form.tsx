import { exchangeRateBodySchema } from '@gazda/contracts/payments';
import { localDateAt } from '@gazda/domain/dates';
import { formatDate } from '@gazda/i18n/format';
import { Button, Card, Group, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { applyServerErrors, fieldMessage, useZodForm } from '../../../lib/form';
import { useLocale, useT } from '../../../lib/i18n';
import { FormErrors } from '../../../ui/form-errors';
import { notifySuccess } from '../../../ui/notify';
import { useExchangeRates, usePutExchangeRate } from '../api/payments';

/** The operator's day: rates and payments are dated in Serbia. */
const belgradeToday = () => localDateAt(Date.now(), 'Europe/Belgrade');

const fields = ['date', 'eur_rsd'] as const;

/** The operator's EUR→RSD rate of a day (the NBS middle rate), and the last ones entered. */
export function ExchangeRatesForm() {
  const t = useT();
  const locale = useLocale();
  const rates = useExchangeRates();
  const put = usePutExchangeRate();
  const [today] = useState(belgradeToday);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useZodForm(exchangeRateBodySchema, { defaultValues: { date: today, eur_rsd: '' } });
  const rate = (value: string) => (locale === 'sr' ? value.replace('.', ',') : value);

  const submit = handleSubmit((values) =>
    put.mutate(values, {
      onSuccess: () => notifySuccess(t('payments.rates.saved')),
      onError: (error) => applyServerErrors(error, setError, fields),
    }),
  );

  const current = rates.data?.current;
  return (
    <Card withBorder radius="md" padding="md" data-testid="exchange-rates">
      <Stack gap="sm">
        <Title order={2} fz="h5">
          {t('payments.rates.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('payments.rates.description')}
        </Text>
        <Text size="sm" fw={600}>
          {current
            ? t('payments.rates.current', {
                rate: rate(current.eur_rsd),
                date: formatDate(current.date, locale),
              })
            : t('payments.rates.none')}
        </Text>
        <form onSubmit={submit} noValidate>
          <Stack gap="sm">
            <FormErrors error={put.error} />
            <Group align="flex-start" gap="sm">
              <TextInput
                type="date"
                label={t('payments.rates.date')}
                {...register('date')}
                error={fieldMessage(t, errors.date?.message)}
              />
              <TextInput
                label={t('payments.rates.rate')}
                inputMode="decimal"
                placeholder="117,1727"
                {...register('eur_rsd')}
                error={fieldMessage(t, errors.eur_rsd?.message)}
              />
              <Button type="submit" mt={24} loading={put.isPending}>
                {t('payments.rates.save')}
              </Button>
            </Group>
          </Stack>
        </form>
        {rates.data && rates.data.rates.length > 0 ? (
          <Table striped withTableBorder aria-label={t('payments.rates.list')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('payments.rates.date')}</Table.Th>
                <Table.Th>{t('payments.rates.rate')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rates.data.rates.slice(0, 7).map((r) => (
                <Table.Tr key={r.date}>
                  <Table.Td>{formatDate(r.date, locale)}</Table.Td>
                  <Table.Td>{rate(r.eur_rsd)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        ) : null}
      </Stack>
    </Card>
  );
}
