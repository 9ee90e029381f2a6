import { Alert, AppShell, Box, Button, Container, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { isAdmin } from '@gazda/contracts/roles';
import { Suspense, useState } from 'react';
import { Outlet } from 'react-router';
import { useMe } from '../features/auth/api/get-me';
import { AppPromoAlert } from '../features/dashboard/components/app-promo-alert';
import { SupportChat } from '../features/support-chat/components/support-chat';
import { ApiError } from '../lib/api-client';
import { useT } from '../lib/i18n';
import { useIdleImport } from '../lib/use-idle-import';
import { CenteredLoader } from '../ui/centered-loader';
import { Deferred } from '../ui/deferred';
import { MAIN_CONTENT_ID, SkipLink } from '../ui/skip-link';
import { PanelBanners } from './panel-banners';
import { PanelHeader, type PanelPopup } from './panel-header';
import { useUnreadTitle } from './use-unread-title';
import { useUserChannel } from './use-user-channel';
import { useUnreadCount } from '../features/messages/api/unread-count';

const loadPopups = () => import('./panel-popups');
const HEADER_HEIGHT = 60;

/** The logged-in shell: black top bar, drawer on small screens, banners, the screen, app promo. */
export function PanelLayout() {
  const t = useT();
  const me = useMe();
  const [drawerOpened, drawer] = useDisclosure(false);
  // The drawer and the menus load when the page is idle, or at once when one is opened first.
  const [wanted, setWanted] = useState<PanelPopup | null>(null);
  const popups = useIdleImport(loadPopups, drawerOpened || wanted !== null, me.isSuccess);
  // Realtime: UserUpdated on users.{id} keeps the stored user fresh (lib/realtime.ts).
  useUserChannel(me.data?.id);
  // The tab's title counts unread messages (issue #28); the badge reads the same query.
  useUnreadTitle(useUnreadCount(me.isSuccess));

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
    <AppShell header={{ height: HEADER_HEIGHT }} padding={0}>
      <SkipLink />
      <AppShell.Header bg="black" withBorder={false}>
        <PanelHeader
          user={user}
          drawerOpened={drawerOpened}
          onBurger={drawer.toggle}
          popups={popups}
          wanted={wanted}
          onWant={setWanted}
        />
      </AppShell.Header>
      {popups ? (
        <popups.PanelDrawer user={user} opened={drawerOpened} onClose={drawer.close} />
      ) : null}
      <AppShell.Main bg="gray.0" id={MAIN_CONTENT_ID} tabIndex={-1}>
        <Container size="lg" px={{ base: 'md', sm: 'xl' }} py={{ base: 'md', sm: 'xl' }}>
          {/* At least a screen high: the app promo below starts under the first screen, so it
              never shows while a page loads nor moves when the page's data comes (issue #31). */}
          <Box mih={`calc(100dvh - ${HEADER_HEIGHT}px)`}>
            <PanelBanners user={user} />
            <SupportChat enabled={!isAdmin(user)} />
            <Suspense fallback={<CenteredLoader />}>
              {/* The first screen renders a task after the shell: two shorter tasks (issue #9). */}
              <Deferred>
                <Outlet />
              </Deferred>
            </Suspense>
          </Box>
          {/* On a phone the first screen is the page: the app promo comes after it (issue #26). */}
          <AppPromoAlert mt="xl" />
        </Container>
      </AppShell.Main>
    </AppShell>
  );
}
