/*
 * What the panel's shell opens but does not show at first (issue #9): the drawer and the menus of
 * the top bar (More, language, avatar). Their code (scroll locking, focus traps, positioning) is
 * one chunk that the shell imports when the page is idle, or at once when one of them is opened
 * first (panel-layout.tsx); until then the top bar shows the menus' buttons alone.
 */
export { UserMenu } from '../features/auth/components/user-menu';
export { LanguageMenu } from '../features/account/components/language-menu';
export { PanelDrawer } from './panel-drawer';
export { NavMoreMenu } from './nav-more-menu';
