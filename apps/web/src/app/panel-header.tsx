import type { User } from '@gazda/contracts/user';
import { ActionIcon, Anchor, Burger, Button, Group } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useEffect, useRef, type FocusEvent } from 'react';
import { UserMenuButton } from '../features/auth/components/user-menu-button';
import { LanguageMenuButton } from '../features/account/components/language-menu-button';
import { useLocale, useT } from '../lib/i18n';
import { publicSiteUrl } from '../lib/public-site';
import { routePath } from '../lib/route-names';
import { Logo } from '../ui/logo';
import darkClasses from '../ui/on-dark.module.css';
import classes from './panel-header.module.css';
import { NavLinks } from './nav-links';
import { NavMoreButton } from './nav-more-button';
import type * as Popups from './panel-popups';

/** A menu of the top bar, opened before its code had arrived. */
export type PanelPopup = 'user' | 'language' | 'more';

const panelPopups: readonly string[] = ['user', 'language', 'more'] satisfies PanelPopup[];

type PanelHeaderProps = {
  user: User;
  drawerOpened: boolean;
  onBurger: () => void;
  /** The menus' code (panel-popups.ts), null until it has arrived. */
  popups: typeof Popups | null;
  wanted: PanelPopup | null;
  onWant: (popup: PanelPopup) => void;
};

/**
 * The black top bar (docs/rules/screens.md "Shell"); under 1200 px (lg) the links live in the
 * drawer. From lg to xl the logo shows its mark alone and Create Ad its icon, so that a host's
 * links (three categories, in English too), the language and the avatar fit; the occasional links
 * wait in "More" (nav-links.tsx).
 * Until the menus' code arrives, stand-ins of their buttons show: a tap asks for the code and opens
 * that menu once it is here, and a stand-in that had the keyboard's focus passes it to the real
 * one.
 */
export function PanelHeader({
  user,
  drawerOpened,
  onBurger,
  popups,
  wanted,
  onWant,
}: PanelHeaderProps) {
  const t = useT();
  const locale = useLocale();
  const bar = useRef<HTMLDivElement>(null);
  const focused = useRef<PanelPopup | null>(null);
  useEffect(() => {
    if (!popups) return;
    // The real button takes the focus the stand-in had, and a tap on the stand-in is made again
    // on it: the menu opens as it always does (its focus trap, and focus back on Escape).
    const popup = wanted ?? focused.current;
    focused.current = null;
    if (!popup) return;
    const trigger = bar.current?.querySelector<HTMLElement>(`[data-menu-trigger="${popup}"]`);
    trigger?.focus();
    if (wanted) trigger?.click();
  }, [popups, wanted]);
  const placeholder = (popup: PanelPopup) => ({
    onClick: () => onWant(popup),
    'aria-haspopup': 'menu' as const,
    'aria-expanded': wanted === popup,
  });

  return (
    <Group
      h="100%"
      px={{ base: 'sm', sm: 'md' }}
      justify="space-between"
      wrap="nowrap"
      gap="xs"
      className={darkClasses.onDark}
      ref={bar}
      onFocusCapture={(event: FocusEvent<HTMLDivElement>) => {
        const trigger = (event.target as HTMLElement).dataset.menuTrigger;
        focused.current = trigger && panelPopups.includes(trigger) ? (trigger as PanelPopup) : null;
      }}
      // Focus that moved on clears it; a button's own removal (relatedTarget null) does not.
      onBlurCapture={(event: FocusEvent<HTMLDivElement>) => {
        if (event.relatedTarget) focused.current = null;
      }}
    >
      <Group gap="md" wrap="nowrap">
        <Burger
          opened={drawerOpened}
          onClick={onBurger}
          hiddenFrom="lg"
          size="sm"
          color="white"
          aria-label={drawerOpened ? t('nav.close_menu') : t('nav.open_menu')}
        />
        <Anchor href={publicSiteUrl(locale)} aria-label={t('nav.home_site')} underline="never">
          <Logo inverted size={26} wordmarkClassName={classes.tight} />
        </Anchor>
        <Group component="nav" aria-label={t('nav.main')} gap={2} visibleFrom="lg" wrap="nowrap">
          <NavLinks
            user={user}
            variant="bar"
            more={(links) =>
              popups ? (
                <popups.NavMoreMenu links={links} />
              ) : (
                <NavMoreButton
                  active={links.some((link) => link.active)}
                  {...placeholder('more')}
                />
              )
            }
          />
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
          className={classes.createText}
        >
          {t('nav.create_ad')}
        </Button>
        <ActionIcon
          component={Link}
          to={routePath('AdsCreate')}
          variant="white"
          color="dark"
          size="lg"
          className={classes.createIcon}
          aria-label={t('nav.create_ad')}
        >
          <IconPlus size={18} />
        </ActionIcon>
        {popups ? (
          <>
            <popups.LanguageMenu />
            <popups.UserMenu user={user} />
          </>
        ) : (
          <>
            <LanguageMenuButton loading={wanted === 'language'} {...placeholder('language')} />
            <UserMenuButton user={user} {...placeholder('user')} />
          </>
        )}
      </Group>
    </Group>
  );
}
