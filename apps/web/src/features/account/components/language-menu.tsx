import { intlLocale, localeNames, locales } from '@gazda/i18n/locales';
import { Menu } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useLocale, useT } from '../../../lib/i18n';
import { useChangeLanguage } from '../hooks/use-change-language';
import { LanguageMenuButton } from './language-menu-button';

/** СР/SR/EN in the black top bar; a change is saved to the user's settings. */
export function LanguageMenu() {
  const t = useT();
  const locale = useLocale();
  const { changeLanguage, isPending } = useChangeLanguage();

  return (
    <Menu position="bottom-end" width={180} shadow="md">
      <Menu.Target>
        <LanguageMenuButton loading={isPending} />
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('common.language')}</Menu.Label>
        {locales.map((option) => (
          <Menu.Item
            key={option}
            lang={intlLocale(option)}
            onClick={() => changeLanguage(option)}
            rightSection={option === locale ? <IconCheck size={16} /> : null}
            aria-current={option === locale ? 'true' : undefined}
          >
            {localeNames[option]}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
