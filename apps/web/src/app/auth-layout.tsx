import { Anchor, Box, Center, Group, Paper } from '@mantine/core';
import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { useChangeLanguage } from '../features/account/hooks/use-change-language';
import { useLocale, useT } from '../lib/i18n';
import { publicSiteUrl } from '../lib/public-site';
import { CenteredLoader } from '../ui/centered-loader';
import { LegalFooter } from '../ui/legal-footer';
import { LanguageSwitch } from '../ui/language-switch';
import { Logo } from '../ui/logo';
import { MAIN_CONTENT_ID, SkipLink } from '../ui/skip-link';

/**
 * The bare layout of the account screens: a centred card, SR/EN, privacy and terms
 * (docs/rules/product.md §2).
 */
export function AuthLayout() {
  const t = useT();
  const locale = useLocale();
  const { changeLanguage, isPending } = useChangeLanguage();

  return (
    <Box mih="100dvh" bg="gray.0" style={{ display: 'flex', flexDirection: 'column' }}>
      <SkipLink />
      <Group
        component="header"
        justify="space-between"
        px={{ base: 'md', sm: 'xl' }}
        py="md"
        wrap="nowrap"
      >
        <Anchor href={publicSiteUrl(locale)} aria-label={t('nav.home_site')} underline="never">
          <Logo />
        </Anchor>
        <LanguageSwitch value={locale} onChange={changeLanguage} disabled={isPending} />
      </Group>
      <Center
        component="main"
        id={MAIN_CONTENT_ID}
        tabIndex={-1}
        style={{ flex: 1 }}
        px="md"
        pb="xl"
      >
        <Paper w="100%" maw={440} p={{ base: 'lg', sm: 'xl' }} radius="lg" withBorder shadow="xs">
          <Suspense fallback={<CenteredLoader />}>
            <Outlet />
          </Suspense>
        </Paper>
      </Center>
      <LegalFooter />
    </Box>
  );
}
