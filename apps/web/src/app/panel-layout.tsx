import { Alert, AppShell, Button, Container, Drawer, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { isAdmin } from '@gazda/contracts/roles';
import { IconPlus } from '@tabler/icons-react';
import { Suspense } from 'react';
import { Link, Outlet } from 'react-router';
import { useMe } from '../features/auth/api/get-me';
import { SupportChat } from '../features/support-chat/components/support-chat';
import { ApiError } from '../lib/api-client';
import { useT } from '../lib/i18n';
import { routePath } from '../lib/route-names';
import { CenteredLoader } from '../ui/centered-loader';
import { Logo } from '../ui/logo';
import { MAIN_CONTENT_ID, SkipLink } from '../ui/skip-link';
import { NavLinks } from './nav-links';
import { PanelBanners } from './panel-banners';
import { PanelHeader } from './panel-header';
import { useUserChannel } from './use-user-channel';

/** The logged-in shell: black top bar, drawer on small screens, banners, then the screen. */
export function PanelLayout() {
  const t = useT();
  const me = useMe();
  const [drawerOpened, drawer] = useDisclosure(false);
  // Realtime: UserUpdated on users.{id} keeps the stored user fresh (lib/realtime.ts).
  useUserChannel(me.data?.id);

  if (me.isPending) return <CenteredLoader />;
  if (me.isError) {
    // A 401 is already on its way to /login; anything else can be retried.
    if (me.error instanceof ApiError && me.error.status === 401) return <CenteredLoader />;
    return (
      <Container size="xs" py="xl">
        <Alert color="red" title={t('nav.user_error')}>
          <Stack align="flex-start" gap="sm">
            {me.error.message}
            <Button size="xs" onClick={() => void me.refetch()}>
              {t('common.retry')}
            </Button>
          </Stack>
        </Alert>
      </Container>
    );
  }
  const user = me.data;

  return (
    <AppShell header={{ height: 60 }} padding={0}>
      <SkipLink />
      <AppShell.Header bg="black" withBorder={false}>
        <PanelHeader user={user} drawerOpened={drawerOpened} onBurger={drawer.toggle} />
      </AppShell.Header>
      <Drawer
        opened={drawerOpened}
        onClose={drawer.close}
        hiddenFrom="md"
        size={300}
        title={<Logo size={24} />}
        closeButtonProps={{ 'aria-label': t('nav.close_menu') }}
      >
        <Stack component="nav" aria-label={t('nav.main')} gap={4}>
          <NavLinks user={user} variant="drawer" onNavigate={drawer.close} />
          <Button
            component={Link}
            to={routePath('AdsCreate')}
            onClick={drawer.close}
            leftSection={<IconPlus size={16} />}
            mt="md"
          >
            {t('nav.create_ad')}
          </Button>
        </Stack>
      </Drawer>
      <AppShell.Main bg="gray.0" id={MAIN_CONTENT_ID} tabIndex={-1}>
        <Container size="lg" px={{ base: 'md', sm: 'xl' }} py={{ base: 'md', sm: 'xl' }}>
          <PanelBanners user={user} />
          <SupportChat enabled={!isAdmin(user)} />
          <Suspense fallback={<CenteredLoader />}>
            <Outlet />
          </Suspense>
        </Container>
      </AppShell.Main>
    </AppShell>
  );
}
