import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { fieldMessage } from '../../lib/form';
import { useT } from '../../lib/i18n';
import { MoneyInput, type MoneyInputProps } from './money-input';

type MoneyFieldProps<T extends FieldValues> = Omit<
  MoneyInputProps,
  'value' | 'onChange' | 'onBlur' | 'error' | 'name' | 'withAsterisk'
> & {
  control: Control<T>;
  name: Path<T>;
  required?: boolean;
};

/**
 * A form's amount (docs/rules/api.md Money): typed in major units, kept in integer minor units,
 * empty as null; the schema's or the server's message shows under it.
 */
export function MoneyField<T extends FieldValues>({
  control,
  name,
  required,
  ...props
}: MoneyFieldProps<T>) {
  const t = useT();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <MoneyInput
          {...props}
          ref={field.ref}
          name={field.name}
          withAsterisk={required}
          value={typeof field.value === 'number' ? field.value : null}
          onChange={field.onChange}
          onBlur={field.onBlur}
          error={fieldMessage(t, fieldState.error?.message)}
        />
      )}
    />
  );
}
