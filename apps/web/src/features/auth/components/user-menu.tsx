import type { User } from '@gazda/contracts/user';
import { Loader, Menu } from '@mantine/core';
import { IconHistory, IconLogout, IconSettings } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useT } from '../../../lib/i18n';
import { routePath } from '../../../lib/route-names';
import { useLogout } from '../api/logout';
import { UserMenuButton } from './user-menu-button';

/**
 * The avatar menu of the top bar: settings, activity log, log out (docs/rules/screens.md "Shell").
 */
export function UserMenu({ user }: { user: User }) {
  const t = useT();
  const logout = useLogout();
  const name = `${user.first_name} ${user.last_name}`;

  return (
    <Menu position="bottom-end" width={220} withinPortal shadow="md">
      <Menu.Target>
        <UserMenuButton user={user} />
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{name}</Menu.Label>
        <Menu.Item
          component={Link}
          to={routePath('user-settings.account')}
          leftSection={<IconSettings size={18} />}
        >
          {t('auth.menu.settings')}
        </Menu.Item>
        <Menu.Item
          component={Link}
          to={routePath('activity-log')}
          leftSection={<IconHistory size={18} />}
        >
          {t('auth.menu.activity_log')}
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item
          closeMenuOnClick={false}
          disabled={logout.isPending}
          onClick={() => logout.mutate()}
          leftSection={logout.isPending ? <Loader size={16} /> : <IconLogout size={18} />}
        >
          {t('auth.menu.logout')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
