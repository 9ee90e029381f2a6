import type { DashboardSummary } from '@gazda/contracts/dashboard';
import { Badge, Group, Skeleton, Stack, Text } from '@mantine/core';
import { useT } from '../../../lib/i18n';

const STATUSES = ['listed', 'pending', 'pending_fix', 'draft', 'unlisted'] as const;
const COLORS = {
  listed: 'green',
  pending: 'yellow',
  pending_fix: 'red',
  draft: 'indigo',
  unlisted: 'gray',
} as const;

/** Listings by status, with the status chip colours of docs/rules/screens.md. */
export function SummaryListings({ data }: { data: DashboardSummary | undefined }) {
  const t = useT();
  return (
    <Stack gap="xs">
      <Text fw={700}>{t('dashboard.summary.listings')}</Text>
      {data ? (
        <Stack gap={6}>
          {STATUSES.map((status) => (
            <Group key={status} justify="space-between" wrap="nowrap">
              <Badge color={COLORS[status]} variant="light">
                {t(`listings.status.${status}`)}
              </Badge>
              <Text fw={600} data-testid={`listings-${status}`}>
                {data.listings_by_status[status]}
              </Text>
            </Group>
          ))}
        </Stack>
      ) : (
        <Skeleton h={120} />
      )}
    </Stack>
  );
}
