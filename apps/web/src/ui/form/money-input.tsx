import { NumberInput, type NumberInputProps } from '@mantine/core';
import type { Ref } from 'react';
import { useLocale } from '../../lib/i18n';
import { fromMinor, minorOfInput } from './money';

export type MoneyInputProps = Omit<NumberInputProps, 'value' | 'onChange' | 'decimalScale'> & {
  /** Minor units (cents), or null when empty. */
  value: number | null;
  onChange: (minor: number | null) => void;
  currency: string;
  ref?: Ref<HTMLInputElement>;
};

const separators = {
  sr: { decimalSeparator: ',', thousandSeparator: '.' },
  'sr-Cyrl': { decimalSeparator: ',', thousandSeparator: '.' },
  en: { decimalSeparator: '.', thousandSeparator: ',' },
} as const;

/** An amount typed in major units (`45,50`) and handed on in minor units (`4550`): never a float. */
export function MoneyInput({ value, onChange, currency, ...rest }: MoneyInputProps) {
  const locale = useLocale();
  return (
    <NumberInput
      {...rest}
      {...separators[locale]}
      value={value === null ? '' : fromMinor(value)}
      onChange={(next) => onChange(minorOfInput(next))}
      decimalScale={2}
      min={0}
      allowNegative={false}
      hideControls
      inputMode="decimal"
      rightSection={<span aria-hidden>{currency}</span>}
      rightSectionWidth={48}
    />
  );
}
