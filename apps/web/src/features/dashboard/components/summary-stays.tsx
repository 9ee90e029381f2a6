import type {
  DashboardAdvance,
  DashboardCheckIn,
  DashboardInquiry,
  DashboardSummary,
} from '@gazda/contracts/dashboard';
import { DASHBOARD_LIST_LIMIT } from '@gazda/contracts/dashboard-limit';
import { formatMoney, formatShortDate } from '@gazda/i18n/format';
import { Anchor, Skeleton, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useLocale, useT } from '../../../lib/i18n';
import { routePath } from '../../../lib/route-names';

type Kind = 'check_ins' | 'inquiries' | 'advances';
type Item = DashboardCheckIn | DashboardInquiry | DashboardAdvance;

function itemsOf(kind: Kind, data: DashboardSummary) {
  if (kind === 'check_ins') return { items: data.next_check_ins, count: undefined };
  if (kind === 'inquiries') return data.inquiries_waiting;
  return data.unpaid_advances;
}

/**
 * A full list's shape while the summary loads: as many rows as it may hold, each the height of a
 * stay's two lines, so the cards below do not jump when it arrives.
 */
function StaysSkeleton() {
  return (
    <Stack gap={8} aria-hidden>
      {Array.from({ length: DASHBOARD_LIST_LIMIT }, (_, row) => (
        <div key={row}>
          <Skeleton>
            <Text size="sm">&nbsp;</Text>
          </Skeleton>
          <Skeleton w="60%">
            <Text size="sm">&nbsp;</Text>
          </Skeleton>
        </div>
      ))}
    </Stack>
  );
}

/** One of the summary's lists: next check-ins, waiting inquiries or unpaid advances. */
export function SummaryStays({ kind, data }: { kind: Kind; data: DashboardSummary | undefined }) {
  const t = useT();
  const locale = useLocale();
  const title = t(`dashboard.summary.${kind}`);
  if (!data)
    return (
      <Stack gap="xs">
        <Text fw={700}>{title}</Text>
        <StaysSkeleton />
      </Stack>
    );
  const { items, count } = itemsOf(kind, data);
  const link = (item: Item) =>
    kind === 'inquiries'
      ? routePath('inquiry.show', { id: item.id })
      : routePath('reservation.show', { id: item.id });
  return (
    <Stack gap="xs">
      <Text fw={700}>
        {title}
        {count !== undefined && count > 0 ? ` (${count})` : ''}
      </Text>
      {items.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t(`dashboard.summary.${kind}_empty`)}
        </Text>
      ) : (
        <Stack gap={8} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {items.map((item: Item) => (
            <li key={item.id}>
              <Anchor component={Link} to={link(item)} c="dark" fw={600} size="sm">
                {t('dashboard.summary.stay', {
                  listing: item.listing_name,
                  from: formatShortDate(item.check_in, locale),
                  to: formatShortDate(item.check_out, locale),
                })}
              </Anchor>
              <Text size="sm" c="dimmed">
                {'guest_name' in item
                  ? t('dashboard.summary.guests', { guest: item.guest_name, count: item.guests })
                  : item.code}
                {'advance' in item
                  ? ` · ${formatMoney(item.advance.amount, item.advance.currency, locale)}`
                  : ''}
                {'advance_due_date' in item && item.advance_due_date
                  ? ` · ${t('dashboard.summary.due', { date: formatShortDate(item.advance_due_date, locale) })}`
                  : ''}
              </Text>
            </li>
          ))}
        </Stack>
      )}
      {count !== undefined && count > items.length ? (
        <Anchor
          component={Link}
          to={routePath(kind === 'inquiries' ? 'inquiries' : 'reservations')}
          size="sm"
          c="dark"
          underline="always"
        >
          {t(`dashboard.summary.${kind === 'inquiries' ? 'inquiries_all' : 'advances_all'}`, {
            count,
          })}
        </Anchor>
      ) : null}
    </Stack>
  );
}
