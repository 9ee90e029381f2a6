import { NumberInput, type NumberInputProps } from '@mantine/core';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { fieldMessage } from '../../lib/form';
import { useT } from '../../lib/i18n';

type OptionalNumberFieldProps<T extends FieldValues> = Omit<
  NumberInputProps,
  'value' | 'onChange' | 'error' | 'name'
> & { control: Control<T>; name: Path<T> };

/** A whole number that may stay empty (null): percents, floors, optional minimum stays. */
export function OptionalNumberField<T extends FieldValues>({
  control,
  name,
  ...props
}: OptionalNumberFieldProps<T>) {
  const t = useT();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <NumberInput
          allowDecimal={false}
          inputMode="numeric"
          hideControls
          {...props}
          ref={field.ref}
          name={field.name}
          value={typeof field.value === 'number' ? field.value : ''}
          onChange={(next) => field.onChange(typeof next === 'number' ? next : null)}
          onBlur={field.onBlur}
          error={fieldMessage(t, fieldState.error?.message)}
        />
      )}
    />
  );
}
