import { Alert, Box, Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { useLocale, useT } from '../../../lib/i18n';
import { routePath } from '../../../lib/route-names';
import { PageTitle } from '../../../ui/page-title';
import { ACTIVITY_LOG_PER_PAGE, activityLogQueryOptions } from '../api/get-activity-log';
import { ActivityCards } from './activity-cards';
import { activityFilterFrom, activityFilterQuery } from './activity-filter';
import { ActivityFilters } from './activity-filters';
import { ActivityTable } from './activity-table';
import { Pager } from '../../../ui/pager';

/**
 * /activity-log (docs/rules/decisions.md §8): filters in the URL, a table on desktop, cards on
 * phones.
 */
export function ActivityLogPage() {
  const t = useT();
  const locale = useLocale();
  const [searchParams, setSearchParams] = useSearchParams();
  const filter = activityFilterFrom(searchParams);
  const log = useQuery(activityLogQueryOptions(filter, locale));
  const entries = log.data?.data ?? [];
  const total = log.data?.meta.total ?? 0;
  const filtered = filter.listing !== undefined || filter.kind !== undefined;

  return (
    <Stack gap="lg">
      <PageTitle title={t('activityLog.title')} description={t('activityLog.intro')} />
      <ActivityFilters />
      {log.isError ? (
        <Alert color="red" variant="light" role="alert">
          {log.error.message}
        </Alert>
      ) : log.isPending ? (
        <Stack gap="xs">
          <Skeleton h={44} />
          <Skeleton h={44} />
          <Skeleton h={44} />
        </Stack>
      ) : entries.length === 0 ? (
        <Stack align="flex-start" gap="sm">
          <Text c="dark.4">{t(filtered ? 'activityLog.empty_filtered' : 'activityLog.empty')}</Text>
          {filtered ? (
            <Button
              key="clear"
              variant="default"
              onClick={() => setSearchParams(new URLSearchParams())}
            >
              {t('activityLog.filter.clear')}
            </Button>
          ) : (
            <Button
              key="create"
              component={Link}
              to={routePath('AdsCreate')}
              leftSection={<IconPlus size={16} />}
            >
              {t('activityLog.empty_action')}
            </Button>
          )}
        </Stack>
      ) : (
        <>
          <Text size="sm" c="dark.4">
            {t('activityLog.total', { count: total })}
          </Text>
          <Box visibleFrom="sm">
            <ActivityTable entries={entries} />
          </Box>
          <Box hiddenFrom="sm">
            <ActivityCards entries={entries} />
          </Box>
          {total > ACTIVITY_LOG_PER_PAGE ? (
            <Group justify="center">
              <Pager
                total={Math.ceil(total / ACTIVITY_LOG_PER_PAGE)}
                value={filter.page ?? 1}
                onChange={(page) => setSearchParams(activityFilterQuery({ ...filter, page }))}
                getControlProps={(control) =>
                  control === 'previous' || control === 'next'
                    ? {
                        'aria-label': t(
                          control === 'previous' ? 'activityLog.previous' : 'activityLog.next',
                        ),
                      }
                    : {}
                }
              />
            </Group>
          ) : null}
        </>
      )}
    </Stack>
  );
}
