import { intlLocale, localeCodes, localeNames, locales, type Locale } from '@gazda/i18n/locales';
import { useId } from 'react';
import { useT } from '../lib/i18n';
import classes from './language-switch.module.css';

type LanguageSwitchProps = {
  value: Locale;
  onChange: (locale: Locale) => void;
  disabled?: boolean;
};

/**
 * СР / SR / EN, for the bare auth layout and the public site's header (docs/rules/product.md §2): a
 * radio group, styled as a segmented pill with CSS alone (nothing measured on render).
 */
export function LanguageSwitch({ value, onChange, disabled }: LanguageSwitchProps) {
  const t = useT();
  const name = useId();
  return (
    <div role="radiogroup" aria-label={t('common.language')} className={classes.group}>
      {locales.map((locale) => (
        <label
          key={locale}
          className={classes.option}
          title={localeNames[locale]}
          lang={intlLocale(locale)}
          data-active={value === locale || undefined}
          data-disabled={disabled || undefined}
        >
          <input
            type="radio"
            className={classes.input}
            name={name}
            value={locale}
            checked={value === locale}
            disabled={disabled}
            onChange={() => onChange(locale)}
          />
          {localeCodes[locale]}
        </label>
      ))}
    </div>
  );
}
