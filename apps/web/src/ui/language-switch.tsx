import { locales, type Locale } from '@gazda/i18n/locales';
import { SegmentedControl } from '@mantine/core';
import { useT } from '../lib/i18n';

type LanguageSwitchProps = {
  value: Locale;
  onChange: (locale: Locale) => void;
  disabled?: boolean;
};

/** SR / EN, for the bare auth layout (product.md §2). */
export function LanguageSwitch({ value, onChange, disabled }: LanguageSwitchProps) {
  const t = useT();
  return (
    <SegmentedControl
      size="xs"
      radius="xl"
      value={value}
      disabled={disabled}
      aria-label={t('common.language')}
      onChange={(next) => onChange(next as Locale)}
      data={locales.map((locale) => ({
        value: locale,
        label: <span title={t(`common.language.${locale}`)}>{locale.toUpperCase()}</span>,
      }))}
    />
  );
}
