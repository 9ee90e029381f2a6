import type { User } from '@gazda/contracts/user';
import { Button, Drawer, Stack } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useT } from '../lib/i18n';
import { useOpenedAfterMount } from '../lib/use-opened-after-mount';
import { routePath } from '../lib/route-names';
import { Logo } from '../ui/logo';
import { NavLinks } from './nav-links';

type PanelDrawerProps = { user: User; opened: boolean; onClose: () => void };

/**
 * Under 1200 px the top bar's links live here, behind the burger (docs/rules/screens.md "Shell").
 */
export function PanelDrawer({ user, opened, onClose }: PanelDrawerProps) {
  const t = useT();
  // Its code arrives when the page is idle, or when the burger is pressed first (panel-layout).
  const shown = useOpenedAfterMount(opened);
  return (
    <Drawer
      opened={shown}
      onClose={onClose}
      hiddenFrom="lg"
      size={300}
      title={<Logo size={24} />}
      closeButtonProps={{ 'aria-label': t('nav.close_menu') }}
    >
      <Stack component="nav" aria-label={t('nav.main')} gap={4}>
        <NavLinks user={user} variant="drawer" onNavigate={onClose} />
        <Button
          component={Link}
          to={routePath('AdsCreate')}
          onClick={onClose}
          leftSection={<IconPlus size={16} />}
          mt="md"
        >
          {t('nav.create_ad')}
        </Button>
      </Stack>
    </Drawer>
  );
}
