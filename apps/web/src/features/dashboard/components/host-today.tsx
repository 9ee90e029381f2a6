import type { DashboardToday } from '@gazda/contracts/dashboard';
import { DASHBOARD_LIST_LIMIT } from '@gazda/contracts/dashboard-limit';
import { formatMoney, formatShortDate } from '@gazda/i18n/format';
import type { Locale } from '@gazda/i18n/locales';
import type { Translate } from '@gazda/i18n/translate';
import { Alert, SimpleGrid, Stack, Title } from '@mantine/core';
import { useLocale, useT } from '../../../lib/i18n';
import { routePath } from '../../../lib/route-names';
import { useDashboardToday } from '../api/get-dashboard-today';
import { TodayCard, type TodayLine } from './today-card';

type Section = keyof DashboardToday;

const HOUR_MS = 3_600_000;

/** "answer within 5 hours" or "answer overdue by 3 hours", whole hours rounded away from now. */
function answerIn(answerBy: string, now: number, t: Translate): string {
  const left = Date.parse(answerBy) - now;
  return left >= 0
    ? t('dashboard.today.answer_in', { hours: Math.max(1, Math.ceil(left / HOUR_MS)) })
    : t('dashboard.today.answer_late', { hours: Math.max(1, Math.floor(-left / HOUR_MS)) });
}

/** Each section's lines, each a link to its booking (or the listing's calendar for a feed). */
function todayLines(
  data: DashboardToday,
  t: Translate,
  locale: Locale,
  now: number,
): Record<Section, TodayLine[]> {
  const reservation = (item: { id: number; guest_name: string; listing_name: string }) => ({
    key: item.id,
    to: routePath('reservation.show', { id: item.id }),
    label: t('dashboard.today.who', { guest: item.guest_name, listing: item.listing_name }),
  });
  const move = (item: DashboardToday['arrivals'][number]) => ({
    ...reservation(item),
    detail: t('dashboard.today.move', {
      day: t(`dashboard.today.day.${item.day}`),
      count: item.guests,
      code: item.code,
    }),
  });
  return {
    arrivals: data.arrivals.map(move),
    departures: data.departures.map(move),
    staying: data.staying.map((item) => ({
      ...reservation(item),
      detail: t('dashboard.today.until', {
        date: formatShortDate(item.check_out, locale),
        code: item.code,
      }),
    })),
    overdue_advances: data.overdue_advances.map((item) => ({
      ...reservation(item),
      detail: t('dashboard.today.overdue', {
        amount: formatMoney(item.advance.amount, item.advance.currency, locale),
        date: formatShortDate(item.advance_due_date, locale),
      }),
    })),
    waiting_inquiries: data.waiting_inquiries.map((item) => ({
      key: item.id,
      to: routePath('inquiry.show', { id: item.id }),
      label: t('dashboard.summary.stay', {
        listing: item.listing_name,
        from: formatShortDate(item.check_in, locale),
        to: formatShortDate(item.check_out, locale),
      }),
      detail: `${answerIn(item.answer_by, now, t)} · ${item.code}`,
    })),
    failing_feeds: data.failing_feeds.map((item) => ({
      key: item.id,
      to: routePath('listing.calendar', { categoryConst: item.category, id: item.listing_id }),
      label: t('dashboard.today.feed', { feed: item.name, listing: item.listing_name }),
      detail: item.error,
    })),
  };
}

const SECTIONS: { id: Section; color: string; all?: 'reservations' | 'inquiries' }[] = [
  { id: 'arrivals', color: 'teal', all: 'reservations' },
  { id: 'departures', color: 'blue', all: 'reservations' },
  { id: 'staying', color: 'gray', all: 'reservations' },
  { id: 'waiting_inquiries', color: 'orange', all: 'inquiries' },
  { id: 'overdue_advances', color: 'red', all: 'reservations' },
  { id: 'failing_feeds', color: 'red' },
];

/**
 * For hosts: what today and tomorrow hold (GET dashboard/today), first on `/`. Each line is one
 * click from its booking; a section lists a few lines and says how many more there are.
 */
export function HostToday() {
  const t = useT();
  const locale = useLocale();
  const today = useDashboardToday();
  // The time left to answer counts from when the answer came (refetched on focus, 30 s stale).
  const lines = today.data ? todayLines(today.data, t, locale, today.dataUpdatedAt) : null;
  return (
    <Stack gap="sm" component="section" aria-labelledby="dashboard-today">
      <Title order={2} fz="h4" id="dashboard-today">
        {t('dashboard.today.title')}
      </Title>
      {today.isError ? (
        <Alert color="red">{t('dashboard.today.error')}</Alert>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
          {SECTIONS.map(({ id, color, all }) => {
            const list = lines?.[id] ?? null;
            return (
              <TodayCard
                key={id}
                id={id}
                title={t(`dashboard.today.${id}`)}
                empty={t(`dashboard.today.${id}_empty`)}
                color={color}
                lines={list && list.slice(0, DASHBOARD_LIST_LIMIT)}
                more={
                  list && list.length > DASHBOARD_LIST_LIMIT
                    ? {
                        count: list.length - DASHBOARD_LIST_LIMIT,
                        to: all ? routePath(all) : undefined,
                      }
                    : undefined
                }
              />
            );
          })}
        </SimpleGrid>
      )}
    </Stack>
  );
}
