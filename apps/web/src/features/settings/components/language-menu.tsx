import { locales } from '@gazda/i18n/locales';
import { Button, Menu } from '@mantine/core';
import { IconCheck, IconChevronDown, IconWorld } from '@tabler/icons-react';
import { useLocale, useT } from '../../../lib/i18n';
import { useChangeLanguage } from '../hooks/use-change-language';

/** SR/EN in the black top bar; a change is saved to the user's settings. */
export function LanguageMenu() {
  const t = useT();
  const locale = useLocale();
  const { changeLanguage, isPending } = useChangeLanguage();

  return (
    <Menu position="bottom-end" width={180} shadow="md">
      <Menu.Target>
        <Button
          variant="subtle"
          color="gray.0"
          c="gray.2"
          size="compact-md"
          px={6}
          loading={isPending}
          leftSection={<IconWorld size={18} stroke={1.7} />}
          rightSection={<IconChevronDown size={14} />}
          aria-label={t('nav.language_menu', { language: t(`common.language.${locale}`) })}
        >
          {locale.toUpperCase()}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('common.language')}</Menu.Label>
        {locales.map((option) => (
          <Menu.Item
            key={option}
            lang={option === 'sr' ? 'sr-Latn' : 'en'}
            onClick={() => changeLanguage(option)}
            rightSection={option === locale ? <IconCheck size={16} /> : null}
            aria-current={option === locale ? 'true' : undefined}
          >
            {t(`common.language.${option}`)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
