import { Anchor, Button, Card, Group, List, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconHomePlus, IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useLocale, useT } from '../../../lib/i18n';
import { publicSiteUrl } from '../../../lib/public-site';
import { routePath } from '../../../lib/route-names';

/** The owner side of the dashboard: how listing works, the terms, and the Create Ad button. */
export function HostCard() {
  const t = useT();
  const locale = useLocale();
  return (
    <Card withBorder radius="lg" padding="xl" h="100%">
      <Stack gap="md" h="100%">
        <ThemeIcon size={44} radius="md" variant="light" color="gray">
          <IconHomePlus size={24} stroke={1.6} />
        </ThemeIcon>
        <Title order={2} fz="h3">
          {t('dashboard.host.title')}
        </Title>
        <Text c="dark.4">{t('dashboard.host.text')}</Text>
        <List type="ordered" spacing={4} size="sm" c="dark.4" style={{ flex: 1 }}>
          <List.Item>{t('dashboard.host.step_describe')}</List.Item>
          <List.Item>{t('dashboard.host.step_prices')}</List.Item>
          <List.Item>{t('dashboard.host.step_review')}</List.Item>
        </List>
        <Group gap="md" justify="space-between">
          <Button component={Link} to={routePath('AdsCreate')} leftSection={<IconPlus size={16} />}>
            {t('dashboard.host.create')}
          </Button>
          <Anchor
            href={publicSiteUrl(locale, 'terms')}
            size="sm"
            c="dark"
            underline="always"
            target="_blank"
            rel="noopener"
          >
            {t('dashboard.host.terms')}
          </Anchor>
        </Group>
      </Stack>
    </Card>
  );
}
