import { touristTaxRateBodySchema } from '@gazda/contracts/tourist-tax';
import { localDateAt } from '@gazda/domain/dates';
import { formatDate, formatMoney } from '@gazda/i18n/format';
import {
  Button,
  Card,
  Group,
  NumberInput,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { applyServerErrors, fieldMessage, useZodForm } from '../../../lib/form';
import { useLocale, useT } from '../../../lib/i18n';
import { FormErrors } from '../../../ui/form-errors';
import { notifySuccess } from '../../../ui/notify';
import { usePutTouristTaxRate, useTouristTaxRates } from '../api/tourist-tax-rates';

const fields = ['city', 'per_night', 'valid_from'] as const;

/**
 * The operator's tourist tax per municipality (docs/rules/tourist-tax.md): dinars per person and
 * night from a date; the amount travels in para.
 */
export function TouristTaxRatesForm() {
  const t = useT();
  const locale = useLocale();
  const rates = useTouristTaxRates();
  const put = usePutTouristTaxRate();
  const [today] = useState(() => localDateAt(Date.now(), 'Europe/Belgrade'));
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useZodForm(touristTaxRateBodySchema, {
    defaultValues: { city: '', per_night: 0, valid_from: today },
  });

  const submit = handleSubmit((values) =>
    put.mutate(values, {
      onSuccess: () => notifySuccess(t('touristTax.rates.saved')),
      onError: (error) => applyServerErrors(error, setError, fields),
    }),
  );

  return (
    <Card withBorder radius="md" padding="md" data-testid="tourist-tax-rates">
      <Stack gap="sm">
        <Title order={2} fz="h5">
          {t('touristTax.rates.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('touristTax.rates.intro')}
        </Text>
        <form onSubmit={submit} noValidate>
          <Stack gap="sm">
            <FormErrors error={put.error} />
            <Group align="flex-start" gap="sm">
              <TextInput
                label={t('touristTax.rates.city')}
                {...register('city')}
                error={fieldMessage(t, errors.city?.message)}
              />
              <Controller
                control={control}
                name="per_night"
                render={({ field }) => (
                  <NumberInput
                    label={t('touristTax.rates.per_night')}
                    min={0}
                    decimalScale={2}
                    decimalSeparator={locale === 'en' ? '.' : ','}
                    value={field.value / 100}
                    onChange={(value) => field.onChange(Math.round(Number(value || 0) * 100))}
                    onBlur={field.onBlur}
                    error={fieldMessage(t, errors.per_night?.message)}
                  />
                )}
              />
              <TextInput
                type="date"
                label={t('touristTax.rates.valid_from')}
                {...register('valid_from')}
                error={fieldMessage(t, errors.valid_from?.message)}
              />
              <Button type="submit" mt={24} loading={put.isPending}>
                {t('touristTax.rates.save')}
              </Button>
            </Group>
          </Stack>
        </form>
        {rates.data && rates.data.length > 0 ? (
          <Table striped withTableBorder aria-label={t('touristTax.rates.title')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('touristTax.rates.city')}</Table.Th>
                <Table.Th>{t('touristTax.rates.per_night')}</Table.Th>
                <Table.Th>{t('touristTax.rates.valid_from')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rates.data.map((rate) => (
                <Table.Tr key={rate.id}>
                  <Table.Td>{rate.city}</Table.Td>
                  <Table.Td>{formatMoney(rate.per_night, 'RSD', locale)}</Table.Td>
                  <Table.Td>{formatDate(rate.valid_from, locale)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        ) : (
          <Text size="sm" c="dimmed">
            {t('touristTax.rates.empty')}
          </Text>
        )}
      </Stack>
    </Card>
  );
}
