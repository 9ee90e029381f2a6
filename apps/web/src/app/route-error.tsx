import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { useRouteError } from 'react-router';
import { useT } from '../lib/i18n';

/** A screen that failed to load or render (a chunk missing after a deploy, a bug): offer a reload. */
export function RouteError() {
  const t = useT();
  const error = useRouteError();
  if (import.meta.env.DEV) console.error(error);
  return (
    <Center mih="100dvh" p="md">
      <Stack align="center" gap="md" maw={420} ta="center">
        <Title order={1} fz="h2">
          {t('nav.error.title')}
        </Title>
        <Text c="dimmed">{t('nav.error.text')}</Text>
        <Button onClick={() => window.location.reload()}>{t('nav.error.reload')}</Button>
      </Stack>
    </Center>
  );
}
