import { NumberInput } from '@mantine/core';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { fieldMessage } from '../../../lib/form';
import { useLocale, useT } from '../../../lib/i18n';
import { fromMinor, toMinor } from './money';

type MoneyFieldProps<T extends FieldValues> = {
  control: Control<T>;
  name: Path<T>;
  label: string;
  currency: string;
  description?: string;
  required?: boolean;
  disabled?: boolean;
};

/**
 * An amount typed in major units (45,50) and kept in integer minor units (4550), docs/rules/api.md
 * Money.
 */
export function MoneyField<T extends FieldValues>({
  control,
  name,
  label,
  currency,
  description,
  required,
  disabled,
}: MoneyFieldProps<T>) {
  const t = useT();
  const locale = useLocale();
  const separators =
    locale === 'sr'
      ? { thousandSeparator: '.', decimalSeparator: ',' }
      : { thousandSeparator: ',', decimalSeparator: '.' };
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <NumberInput
          ref={field.ref}
          name={field.name}
          label={label}
          description={description}
          withAsterisk={required}
          disabled={disabled}
          value={typeof field.value === 'number' ? fromMinor(field.value) : ''}
          onChange={(next) => field.onChange(typeof next === 'number' ? toMinor(next) : null)}
          onBlur={field.onBlur}
          min={0}
          decimalScale={2}
          allowNegative={false}
          hideControls
          inputMode="decimal"
          {...separators}
          rightSection={currency}
          rightSectionWidth={48}
          error={fieldMessage(t, fieldState.error?.message)}
        />
      )}
    />
  );
}
