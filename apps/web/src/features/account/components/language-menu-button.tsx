import { Button } from '@mantine/core';
import { IconChevronDown, IconWorld } from '@tabler/icons-react';
import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import { localeCodes, localeNames } from '@gazda/i18n/locales';
import { useLocale, useT } from '../../../lib/i18n';

type LanguageMenuButtonProps = { loading?: boolean } & ComponentPropsWithoutRef<'button'>;

/**
 * "SR ⌄" in the black top bar, which opens the language menu (language-menu.tsx). A module of its
 * own: the top bar shows it before the menu's code has arrived (app/panel-header.tsx).
 */
export const LanguageMenuButton = forwardRef<HTMLButtonElement, LanguageMenuButtonProps>(
  function LanguageMenuButton({ loading = false, ...props }, ref) {
    const t = useT();
    const locale = useLocale();
    return (
      <Button
        ref={ref}
        variant="subtle"
        color="gray.0"
        c="gray.2"
        size="compact-md"
        px={6}
        loading={loading}
        leftSection={<IconWorld size={18} stroke={1.7} />}
        rightSection={<IconChevronDown size={14} />}
        aria-label={t('nav.language_menu', { language: localeNames[locale] })}
        data-menu-trigger="language"
        {...props}
      >
        {localeCodes[locale]}
      </Button>
    );
  },
);
