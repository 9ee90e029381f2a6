import { Menu } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { MoreLink } from './nav-links';
import { NavMoreButton } from './nav-more-button';

/**
 * The top bar's "More" menu: the host's occasional pages (insights, the tourist tax report), so
 * that the daily links, the language and the avatar fit the bar (docs/rules/screens.md "Shell").
 */
export function NavMoreMenu({ links }: { links: MoreLink[] }) {
  return (
    <Menu position="bottom-start" shadow="md">
      <Menu.Target>
        <NavMoreButton active={links.some((link) => link.active)} />
      </Menu.Target>
      <Menu.Dropdown>
        {links.map(({ key, to, text, icon: Icon, active }) => (
          <Menu.Item
            key={key}
            component={Link}
            to={to}
            leftSection={<Icon size={18} stroke={1.7} />}
            rightSection={active ? <IconCheck size={16} /> : null}
            aria-current={active ? 'page' : undefined}
          >
            {text}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
