import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconBrandApple, IconBrandGooglePlay } from '@tabler/icons-react';
import { isInAppWrapper } from '../../../lib/app-bridge';
import { useT } from '../../../lib/i18n';
import { APP_STORE_URL, PLAY_STORE_URL } from '../links';

/** The app download banner; never inside the app itself (docs/rules/decisions.md §9). */
export function AppBanner() {
  const t = useT();
  if (isInAppWrapper()) return null;
  return (
    <Card
      radius="lg"
      padding="lg"
      bg="black"
      c="white"
      component="section"
      aria-labelledby="dashboard-app"
      data-testid="app-banner"
    >
      <Stack gap="sm">
        <Title order={2} fz="h4" id="dashboard-app">
          {t('dashboard.app.title')}
        </Title>
        <Text>{t('dashboard.app.text')}</Text>
        <Group gap="sm">
          <Button
            component="a"
            href={APP_STORE_URL}
            target="_blank"
            rel="noopener"
            variant="white"
            color="dark"
            leftSection={<IconBrandApple size={18} aria-hidden />}
          >
            {t('dashboard.app.ios')}
          </Button>
          <Button
            component="a"
            href={PLAY_STORE_URL}
            target="_blank"
            rel="noopener"
            variant="white"
            color="dark"
            leftSection={<IconBrandGooglePlay size={18} aria-hidden />}
          >
            {t('dashboard.app.android')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
