import type { User } from '@gazda/contracts/user';
import { ActionIcon, Anchor, Burger, Button, Group } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { UserMenu } from '../features/auth/components/user-menu';
import { LanguageMenu } from '../features/settings/components/language-menu';
import { useLocale, useT } from '../lib/i18n';
import { publicSiteUrl } from '../lib/public-site';
import { routePath } from '../lib/route-names';
import { Logo } from '../ui/logo';
import darkClasses from '../ui/on-dark.module.css';
import { NavLinks } from './nav-links';

type PanelHeaderProps = { user: User; drawerOpened: boolean; onBurger: () => void };

/** The black top bar (screens.md "Shell"); under 900 px the links live in the drawer. */
export function PanelHeader({ user, drawerOpened, onBurger }: PanelHeaderProps) {
  const t = useT();
  const locale = useLocale();

  return (
    <Group
      h="100%"
      px={{ base: 'sm', sm: 'md' }}
      justify="space-between"
      wrap="nowrap"
      gap="xs"
      className={darkClasses.onDark}
    >
      <Group gap="md" wrap="nowrap">
        <Burger
          opened={drawerOpened}
          onClick={onBurger}
          hiddenFrom="md"
          size="sm"
          color="white"
          aria-label={drawerOpened ? t('nav.close_menu') : t('nav.open_menu')}
        />
        <Anchor href={publicSiteUrl(locale)} aria-label={t('nav.home_site')} underline="never">
          <Logo inverted size={26} />
        </Anchor>
        <Group component="nav" aria-label={t('nav.main')} gap={2} visibleFrom="md" wrap="nowrap">
          <NavLinks user={user} variant="bar" />
        </Group>
      </Group>
      <Group gap="xs" wrap="nowrap">
        <Button
          component={Link}
          to={routePath('AdsCreate')}
          variant="white"
          color="dark"
          size="compact-md"
          leftSection={<IconPlus size={16} />}
          visibleFrom="xs"
        >
          {t('nav.create_ad')}
        </Button>
        <ActionIcon
          component={Link}
          to={routePath('AdsCreate')}
          variant="white"
          color="dark"
          size="lg"
          hiddenFrom="xs"
          aria-label={t('nav.create_ad')}
        >
          <IconPlus size={18} />
        </ActionIcon>
        <LanguageMenu />
        <UserMenu user={user} />
      </Group>
    </Group>
  );
}
