import type { HostPayout } from '@gazda/contracts/payments';
import { formatDate, formatMoney } from '@gazda/i18n/format';
import { Alert, Anchor, Badge, Card, Group, Loader, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useLocale, useT } from '../../../lib/i18n';
import { routePath } from '../../../lib/route-names';
import { PageTitle } from '../../../ui/page-title';
import { hostPayoutsQueryOptions } from '../api/get-host-payouts';
import { MonthlyStatement } from './monthly-statement';

const stateColor = { upcoming: 'gray', due: 'yellow', sent: 'green' } as const;

function PayoutRow({ item }: { item: HostPayout }) {
  const t = useT();
  const locale = useLocale();
  return (
    <Card withBorder radius="md" padding="md" data-testid={`payout-${item.code}`}>
      <Group justify="space-between" align="flex-start" gap="xs">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Text fw={700}>{item.listing_name}</Text>
          <Text size="sm" c="dark.4">
            {item.code} ·{' '}
            {t('bookingPanel.common.date_range', {
              from: formatDate(item.check_in, locale),
              to: formatDate(item.check_out, locale),
            })}
          </Text>
          <Text size="sm">
            {item.payout_method
              ? t('payments.payouts.method', { number: item.payout_method.masked_number })
              : t('payments.payouts.no_method')}
          </Text>
        </Stack>
        <Stack gap={4} align="flex-end">
          <Text fw={700}>{formatMoney(item.earnings, item.currency, locale)}</Text>
          <Badge color={stateColor[item.state]} variant="light" radius="sm">
            {t(`payments.payouts.state.${item.state}`)}
          </Badge>
          {item.state === 'sent' && item.sent_on ? (
            <Text size="xs" c="dark.4">
              {t('payments.payouts.sent_on', {
                date: formatDate(item.sent_on, locale),
                reference: item.reference ?? '—',
              })}
            </Text>
          ) : null}
        </Stack>
      </Group>
    </Card>
  );
}

/** /payouts: every platform reservation of the host with what they earn and when it is paid. */
export function HostPayoutsPage() {
  const t = useT();
  const locale = useLocale();
  const query = useQuery(hostPayoutsQueryOptions(locale));
  return (
    <Stack gap="lg">
      <PageTitle
        title={t('payments.payouts.title')}
        description={t('payments.payouts.description')}
      />
      <Anchor component={Link} to={routePath('user-settings.payouts')} size="sm">
        {t('payments.payouts.methods_link')}
      </Anchor>
      {query.isPending ? <Loader size="sm" /> : null}
      {query.isError ? (
        <Alert color="red" variant="light" role="alert">
          {query.error.message}
        </Alert>
      ) : null}
      {query.data && query.data.data.length === 0 ? (
        <Text size="sm">{t('payments.payouts.empty')}</Text>
      ) : null}
      {query.data ? (
        <Stack gap="sm">
          {query.data.data.map((item) => (
            <PayoutRow key={item.reservation_id} item={item} />
          ))}
        </Stack>
      ) : null}
      <MonthlyStatement />
    </Stack>
  );
}
