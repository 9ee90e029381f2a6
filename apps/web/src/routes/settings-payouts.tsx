import { Stack, Text, Title } from '@mantine/core';
import { PayoutsPanel } from '../features/payouts/components/payouts-panel';
import { useT } from '../lib/i18n';

/** /user-settings/payouts. */
export function SettingsPayoutsRoute() {
  const t = useT();
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={2} fz="h4">
          {t('payouts.title')}
        </Title>
        <Text size="sm" c="dark.3">
          {t('payouts.description')}
        </Text>
      </Stack>
      <PayoutsPanel />
    </Stack>
  );
}
