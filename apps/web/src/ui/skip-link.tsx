import type { MouseEvent } from 'react';
import { useT } from '../lib/i18n';
import classes from './skip-link.module.css';

/** The id of every layout's main landmark: the skip link's target. */
export const MAIN_CONTENT_ID = 'main-content';

/**
 * "Skip to main content" (WCAG 2.4.1): the first stop of Tab on every layout, hidden until focused.
 * Moves focus into the main landmark (which has tabIndex -1), past the bar and the navigation.
 */
export function SkipLink() {
  const t = useT();
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    const main = document.getElementById(MAIN_CONTENT_ID);
    if (!main) return;
    event.preventDefault();
    main.focus();
    main.scrollIntoView({ block: 'start' });
  };
  return (
    <a href={`#${MAIN_CONTENT_ID}`} className={classes.skip} onClick={skip}>
      {t('nav.skip_to_content')}
    </a>
  );
}
