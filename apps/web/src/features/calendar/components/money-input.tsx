import { NumberInput, type NumberInputProps } from '@mantine/core';
import { useLocale } from '../../../lib/i18n';

type MoneyInputProps = Omit<NumberInputProps, 'value' | 'onChange' | 'decimalScale'> & {
  /** Minor units (cents), or null when empty. */
  value: number | null;
  onChange: (minor: number | null) => void;
  currency: string;
};

const separators = {
  sr: { decimalSeparator: ',', thousandSeparator: '.' },
  en: { decimalSeparator: '.', thousandSeparator: ',' },
} as const;

/** An amount typed in major units (`45,50`) and handed on in minor units (`4550`): never a float. */
export function MoneyInput({ value, onChange, currency, ...rest }: MoneyInputProps) {
  const locale = useLocale();
  return (
    <NumberInput
      {...rest}
      {...separators[locale]}
      value={value === null ? '' : value / 100}
      onChange={(next) => {
        if (next === '' || next === null) return onChange(null);
        const number = typeof next === 'number' ? next : Number(String(next).replace(',', '.'));
        onChange(Number.isFinite(number) ? Math.round(number * 100) : null);
      }}
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
