import { Anchor, Box, Button, Container, Group } from '@mantine/core';
import { Suspense } from 'react';
import { Link, Outlet, useLocation } from 'react-router';
import { useChangeLanguage } from '../features/account/hooks/use-change-language';
import { useLocale, useT } from '../lib/i18n';
import { loginPathFor, routePath } from '../lib/route-names';
import { getToken } from '../lib/session';
import { CenteredLoader } from '../ui/centered-loader';
import { LegalFooter } from '../ui/legal-footer';
import { LanguageSwitch } from '../ui/language-switch';
import { Logo } from '../ui/logo';
import darkClasses from '../ui/on-dark.module.css';
import { MAIN_CONTENT_ID, SkipLink } from '../ui/skip-link';

/**
 * The layout of the public pages (search, a listing's page): wide, the logo, search, SR/EN and
 * Log in (back to this page) or the panel. Works logged out; nothing of the panel shell loads.
 */
export function PublicLayout() {
  const t = useT();
  const locale = useLocale();
  const location = useLocation();
  const { changeLanguage, isPending } = useChangeLanguage();
  const here = new URL(`${location.pathname}${location.search}`, window.location.origin);

  return (
    <Box mih="100dvh" style={{ display: 'flex', flexDirection: 'column' }}>
      <SkipLink />
      <Box component="header" bg="black" c="white" className={darkClasses.onDark}>
        <Container size="xl">
          <Group justify="space-between" py="sm" wrap="nowrap">
            <Anchor
              component={Link}
              to={routePath('search')}
              underline="never"
              aria-label={t('bookingPanel.nav.search')}
            >
              <Logo inverted />
            </Anchor>
            <Group gap="sm" wrap="nowrap">
              <LanguageSwitch value={locale} onChange={changeLanguage} disabled={isPending} />
              {getToken() ? (
                <Button
                  key="panel"
                  component={Link}
                  to={routePath('Dashboard')}
                  variant="white"
                  color="dark"
                  size="xs"
                >
                  {t('bookingPanel.nav.panel')}
                </Button>
              ) : (
                <Button
                  key="login"
                  component={Link}
                  to={loginPathFor(here)}
                  variant="white"
                  color="dark"
                  size="xs"
                >
                  {t('bookingPanel.nav.login')}
                </Button>
              )}
            </Group>
          </Group>
        </Container>
      </Box>
      <Container
        component="main"
        id={MAIN_CONTENT_ID}
        tabIndex={-1}
        size="xl"
        w="100%"
        py="lg"
        style={{ flex: 1 }}
      >
        <Suspense fallback={<CenteredLoader />}>
          <Outlet />
        </Suspense>
      </Container>
      <LegalFooter />
    </Box>
  );
}
