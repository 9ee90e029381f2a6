import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { fieldMessage } from '../../../lib/form';
import { useT } from '../../../lib/i18n';
import { COUNTER_MAX, COUNTER_MIN, Counter } from '../../../ui/counter';

type CounterFieldProps<T extends FieldValues> = {
  control: Control<T>;
  name: Path<T>;
  label: string;
  description?: string;
  /**
   * docs/rules/product.md §2: minus is blocked at the minimum (default 1), plus above the maximum
   * (default 1000000).
   */
  min?: number;
  max?: number;
  required?: boolean;
};

/** The shared counter widget (ui/counter) bound to a form field; empty is null ("required"). */
export function CounterField<T extends FieldValues>({
  control,
  name,
  label,
  description,
  min = COUNTER_MIN,
  max = COUNTER_MAX,
  required,
}: CounterFieldProps<T>) {
  const t = useT();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Counter
          inputRef={field.ref}
          name={field.name}
          label={label}
          description={description}
          required={required}
          value={typeof field.value === 'number' ? field.value : null}
          onChange={field.onChange}
          onBlur={field.onBlur}
          min={min}
          max={max}
          decreaseLabel={t('listings.form.counter.decrease', { label })}
          increaseLabel={t('listings.form.counter.increase', { label })}
          error={fieldMessage(t, fieldState.error?.message)}
        />
      )}
    />
  );
}
