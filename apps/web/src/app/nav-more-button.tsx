import { IconChevronDown } from '@tabler/icons-react';
import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import { useT } from '../lib/i18n';
import classes from './nav-links.module.css';

type NavMoreButtonProps = { active: boolean } & ComponentPropsWithoutRef<'button'>;

/**
 * "More ⌄" at the end of the top bar's links, which opens the occasional ones (nav-more-menu.tsx);
 * shown as active when the page is one of them. A module of its own: the bar shows it before the
 * menu's code has arrived (panel-header.tsx).
 */
export const NavMoreButton = forwardRef<HTMLButtonElement, NavMoreButtonProps>(
  function NavMoreButton({ active, className, ...props }, ref) {
    const t = useT();
    return (
      <button
        ref={ref}
        type="button"
        data-active={active || undefined}
        data-menu-trigger="more"
        {...props}
        // The menu's target passes a class of its own (empty or not): both apply.
        className={className ? `${classes.barLink} ${className}` : classes.barLink}
      >
        {t('nav.more')}
        <IconChevronDown size={14} aria-hidden />
      </button>
    );
  },
);
