import { parkingOptions } from '@gazda/contracts/listings';
import { Checkbox, Group, Input, SegmentedControl, Select, SimpleGrid, Stack } from '@mantine/core';
import { Controller, useWatch } from 'react-hook-form';
import { fieldMessage } from '../../../lib/form';
import { useT } from '../../../lib/i18n';
import { MoneyField } from '../../../ui/form/money-field';
import { ParkingChoice } from './parking-choice';
import type { PropertyForm } from './property-form';

const availabilities = ['no', 'paid', 'free'] as const;
const reservations = ['not_needed', 'not_available', 'needed'] as const;
const spaces = ['private', 'public'] as const;
const types = ['on_site', 'off_site'] as const;
const priceTypes = ['per_day', 'per_stay'] as const;

type ParkingFieldsProps = { form: PropertyForm; currency: string };

/** Every parking option of docs/rules/product.md §3; the rest appears once there is parking. */
export function ParkingFields({ form, currency }: ParkingFieldsProps) {
  const t = useT();
  const { control } = form;
  const availability = useWatch({ control, name: 'parking.availability' });

  return (
    <Stack gap="md">
      <Controller
        control={control}
        name="parking.availability"
        render={({ field, fieldState }) => (
          <Input.Wrapper
            label={t('listings.form.parking.availability')}
            error={fieldMessage(t, fieldState.error?.message)}
          >
            <SegmentedControl
              fullWidth
              mt={4}
              value={field.value}
              onChange={field.onChange}
              data={availabilities.map((value) => ({
                value,
                label: t(`listings.form.parking.availability.${value}`),
              }))}
            />
          </Input.Wrapper>
        )}
      />
      {availability === 'paid' ? (
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <MoneyField
            control={control}
            name="parking.price"
            label={t('listings.form.parking.price')}
            currency={currency}
            required
          />
          <Controller
            control={control}
            name="parking.price_type"
            render={({ field, fieldState }) => (
              <Select
                ref={field.ref}
                label={t('listings.form.parking.price_type')}
                withAsterisk
                data={priceTypes.map((value) => ({
                  value,
                  label: t(`listings.form.parking.price_type.${value}`),
                }))}
                value={field.value ?? null}
                onChange={field.onChange}
                error={fieldMessage(t, fieldState.error?.message)}
              />
            )}
          />
        </SimpleGrid>
      ) : null}
      {availability !== 'no' ? (
        <>
          <Controller
            control={control}
            name="parking.reservation"
            render={({ field, fieldState }) => (
              <Select
                ref={field.ref}
                label={t('listings.form.parking.reservation')}
                placeholder={t('listings.form.parking.choose')}
                data={reservations.map((value) => ({
                  value,
                  label: t(`listings.form.parking.reservation.${value}`),
                }))}
                value={field.value ?? null}
                onChange={field.onChange}
                clearable
                error={fieldMessage(t, fieldState.error?.message)}
                maw={420}
              />
            )}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <ParkingChoice
              form={form}
              name="parking.space"
              label={t('listings.form.parking.space')}
              options={spaces.map((value) => ({
                value,
                label: t(`listings.form.parking.space.${value}`),
              }))}
            />
            <ParkingChoice
              form={form}
              name="parking.type"
              label={t('listings.form.parking.type')}
              options={types.map((value) => ({
                value,
                label: t(`listings.form.parking.type.${value}`),
              }))}
            />
          </SimpleGrid>
          <Controller
            control={control}
            name="parking.options"
            render={({ field }) => (
              <Checkbox.Group
                label={t('listings.form.parking.options')}
                value={field.value ?? []}
                onChange={field.onChange}
              >
                <Group mt="xs" gap="md">
                  {parkingOptions.map((option) => (
                    <Checkbox
                      key={option}
                      value={option}
                      label={t(`listings.form.parking.option.${option}`)}
                    />
                  ))}
                </Group>
              </Checkbox.Group>
            )}
          />
        </>
      ) : null}
    </Stack>
  );
}
