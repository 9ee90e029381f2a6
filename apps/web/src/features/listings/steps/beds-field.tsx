import { bedTypes } from '@gazda/contracts/listings';
import { ActionIcon, Button, Group, Select, Stack, Text } from '@mantine/core';
import { IconPlus, IconX } from '@tabler/icons-react';
import { Controller, useFieldArray } from 'react-hook-form';
import { fieldMessage } from '../../../lib/form';
import { useT } from '../../../lib/i18n';
import { CounterField } from '../fields/counter-field';
import type { PropertyForm } from './property-form';

type BedsFieldProps = { form: PropertyForm; roomIndex: number };

/** The beds of one room: type and how many, at least one bed. */
export function BedsField({ form, roomIndex }: BedsFieldProps) {
  const t = useT();
  const { control } = form;
  const beds = useFieldArray({ control, name: `rooms.${roomIndex}.beds` });
  const roomErrors = form.formState.errors.rooms?.[roomIndex]?.beds;
  const error = roomErrors?.root?.message ?? roomErrors?.message;
  const options = bedTypes.map((type) => ({ value: type, label: t(`listings.form.bed.${type}`) }));

  return (
    <Stack gap="xs">
      {beds.fields.map((bed, index) => (
        <Group key={bed.id} gap="sm" align="flex-end" wrap="wrap">
          <Controller
            control={control}
            name={`rooms.${roomIndex}.beds.${index}.type`}
            render={({ field, fieldState }) => (
              <Select
                ref={field.ref}
                label={t('listings.form.rooms.bed_type')}
                data={options}
                value={field.value}
                onChange={(value) => value && field.onChange(value)}
                allowDeselect={false}
                error={fieldMessage(t, fieldState.error?.message)}
                w={{ base: '100%', xs: 240 }}
              />
            )}
          />
          <CounterField
            control={control}
            name={`rooms.${roomIndex}.beds.${index}.count`}
            label={t('listings.form.rooms.bed_count')}
            max={20}
          />
          {beds.fields.length > 1 ? (
            <ActionIcon
              variant="subtle"
              color="red"
              size="lg"
              mb={2}
              onClick={() => beds.remove(index)}
              aria-label={t('listings.form.rooms.remove_bed')}
            >
              <IconX size={18} />
            </ActionIcon>
          ) : null}
        </Group>
      ))}
      {error ? (
        <Text size="sm" c="var(--mantine-color-error)" role="alert">
          {fieldMessage(t, error)}
        </Text>
      ) : null}
      <Group>
        <Button
          variant="subtle"
          color="dark"
          size="compact-sm"
          leftSection={<IconPlus size={14} />}
          onClick={() => beds.append({ type: 'single', count: 1 })}
          disabled={beds.fields.length >= 20}
        >
          {t('listings.form.rooms.add_bed')}
        </Button>
      </Group>
    </Stack>
  );
}
