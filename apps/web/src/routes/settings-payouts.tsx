import { Anchor, Stack, Text, Title } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { useUser } from '../features/auth/api/get-me';
import { PayoutsPanel } from '../features/payouts/components/payouts-panel';
import { ViewAsAdminNotice } from '../features/account/components/view-as-admin-notice';
import { viewAsAdminUserId } from '../features/account/view-as-admin';
import { useT } from '../lib/i18n';
import { routePath, VIEW_AS_ADMIN_PARAM } from '../lib/route-names';

/** /user-settings/payouts; with `?viewAsAdmin={userId}` an Admin sees that user's, read-only. */
export function SettingsPayoutsRoute() {
  const t = useT();
  const [params] = useSearchParams();
  const viewedId = viewAsAdminUserId(params.get(VIEW_AS_ADMIN_PARAM), useUser());
  return (
    <Stack gap="lg">
      {viewedId === null ? null : <ViewAsAdminNotice userId={viewedId} />}
      <Stack gap={4}>
        <Title order={2} fz="h4">
          {t('payouts.title')}
        </Title>
        <Text size="sm" c="dark.3">
          {t('payouts.description')}
        </Text>
      </Stack>
      <PayoutsPanel userId={viewedId} />
      {viewedId === null ? (
        <Anchor component={Link} to={routePath('payouts')} size="sm">
          {t('payments.payouts.title')}
        </Anchor>
      ) : null}
    </Stack>
  );
}
