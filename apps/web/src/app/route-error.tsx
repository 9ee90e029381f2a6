import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { useRouteError } from 'react-router';
import { useT } from '../lib/i18n';
import { isLoadFailure, LoadTimeoutError } from './load-timeout';

/**
 * A screen that failed to load or render. A part that did not arrive gets a friendly "try again",
 * titled for what happened: it took over 120 s, or it failed (a chunk missing after a deploy, the
 * connection dropped); a bug gets a reload.
 */
export function RouteError() {
  const t = useT();
  const error = useRouteError();
  if (import.meta.env.DEV) console.error(error);
  const loading = isLoadFailure(error);
  const title = !loading
    ? t('nav.error.title')
    : t(error instanceof LoadTimeoutError ? 'loadError.title' : 'loadError.failed_title');
  return (
    <Center mih="100dvh" p="md">
      <Stack align="center" gap="md" maw={420} ta="center">
        <Title order={1} fz="h2">
          {title}
        </Title>
        <Text c="dimmed">{loading ? t('loadError.text') : t('nav.error.text')}</Text>
        <Button onClick={() => window.location.reload()}>
          {loading ? t('loadError.retry') : t('nav.error.reload')}
        </Button>
      </Stack>
    </Center>
  );
}
