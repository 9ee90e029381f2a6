import { ActionIcon, NumberInput } from '@mantine/core';
import { IconMinus, IconPlus } from '@tabler/icons-react';
import type { ReactNode, Ref } from 'react';

/** docs/rules/product.md §2 / §9: counter bounds 1 … 1000000 unless a field says otherwise. */
export const COUNTER_MIN = 1;
export const COUNTER_MAX = 1_000_000;

/** One step from `value` (empty steps from the bound), never outside [min, max]. */
function stepCounter(value: number | null, delta: number, min: number, max: number) {
  const from = value ?? (delta > 0 ? min - delta : min);
  return Math.min(max, Math.max(min, from + delta));
}

type CounterProps = {
  value: number | null;
  onChange: (value: number | null) => void;
  /** Minus is blocked at the minimum (default 1), plus at the maximum (default 1000000). */
  min?: number;
  max?: number;
  label: ReactNode;
  description?: ReactNode;
  decreaseLabel: string;
  increaseLabel: string;
  error?: ReactNode;
  required?: boolean;
  name?: string;
  onBlur?: () => void;
  inputRef?: Ref<HTMLInputElement>;
};

/** The counter widget of the panel: − value +, also typed (clamped); empty is null. */
export function Counter({
  value,
  onChange,
  min = COUNTER_MIN,
  max = COUNTER_MAX,
  label,
  description,
  decreaseLabel,
  increaseLabel,
  error,
  required,
  name,
  onBlur,
  inputRef,
}: CounterProps) {
  return (
    <NumberInput
      ref={inputRef}
      name={name}
      label={label}
      description={description}
      withAsterisk={required}
      value={value ?? ''}
      onChange={(next) => onChange(typeof next === 'number' ? next : null)}
      onBlur={onBlur}
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
          onClick={() => onChange(stepCounter(value, -1, min, max))}
          aria-label={decreaseLabel}
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
          onClick={() => onChange(stepCounter(value, 1, min, max))}
          aria-label={increaseLabel}
        >
          <IconPlus size={14} />
        </ActionIcon>
      }
      error={error}
    />
  );
}
