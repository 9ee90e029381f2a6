import type { User } from '@gazda/contracts/user';
import { Avatar, UnstyledButton } from '@mantine/core';
import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import { useT } from '../../../lib/i18n';

type UserMenuButtonProps = { user: User } & ComponentPropsWithoutRef<'button'>;

/**
 * The avatar that opens the user menu (user-menu.tsx). A module of its own: the top bar shows it
 * before the menu's code (positioning, focus handling) has arrived (app/panel-header.tsx).
 */
export const UserMenuButton = forwardRef<HTMLButtonElement, UserMenuButtonProps>(
  function UserMenuButton({ user, ...props }, ref) {
    const t = useT();
    const name = `${user.first_name} ${user.last_name}`;
    return (
      <UnstyledButton
        ref={ref}
        aria-label={t('auth.menu.label')}
        style={{ borderRadius: '50%' }}
        data-menu-trigger="user"
        {...props}
      >
        <Avatar
          src={user.media_avatar?.original_url ?? null}
          name={name}
          alt={name}
          color="dark"
          variant="white"
          radius="xl"
          size={36}
        />
      </UnstyledButton>
    );
  },
);
