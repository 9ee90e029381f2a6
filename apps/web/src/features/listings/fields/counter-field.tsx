import { ActionIcon, NumberInput } from '@mantine/core';
import { IconMinus, IconPlus } from '@tabler/icons-react';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { fieldMessage } from '../../../lib/form';
import { useT } from '../../../lib/i18n';

type CounterFieldProps<T extends FieldValues> = {
  control: Control<T>;
  name: Path<T>;
  label: string;
  description?: string;
  /** product.md §2: minus is blocked at the minimum (default 1), plus above the maximum (default 1000000). */
  min?: number;
  max?: number;
  required?: boolean;
};

/** The counter widget: − value +, also typed; empty is null (the schema says "required"). */
export function CounterField<T extends FieldValues>({
  control,
  name,
  label,
  description,
  min = 1,
  max = 1_000_000,
  required,
}: CounterFieldProps<T>) {
  const t = useT();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const value = typeof field.value === 'number' ? field.value : null;
        const step = (delta: number) =>
          field.onChange(Math.min(max, Math.max(min, (value ?? min - delta) + delta)));
        return (
          <NumberInput
            ref={field.ref}
            name={field.name}
            label={label}
            description={description}
            withAsterisk={required}
            value={value ?? ''}
            onChange={(next) => field.onChange(typeof next === 'number' ? next : null)}
            onBlur={field.onBlur}
            min={min}
            max={max}
            clampBehavior="strict"
            allowDecimal={false}
            allowNegative={min < 0}
            hideControls
            inputMode="numeric"
            maw={200}
            styles={{ input: { textAlign: 'center' } }}
            leftSectionPointerEvents="all"
            rightSectionPointerEvents="all"
            leftSection={
              <ActionIcon
                variant="default"
                size="md"
                radius="xl"
                disabled={value === null || value <= min}
                onClick={() => step(-1)}
                aria-label={t('listingForm.counter.decrease', { label })}
              >
                <IconMinus size={14} />
              </ActionIcon>
            }
            rightSection={
              <ActionIcon
                variant="default"
                size="md"
                radius="xl"
                disabled={value !== null && value >= max}
                onClick={() => step(1)}
                aria-label={t('listingForm.counter.increase', { label })}
              >
                <IconPlus size={14} />
              </ActionIcon>
            }
            error={fieldMessage(t, fieldState.error?.message)}
          />
        );
      }}
    />
  );
}
