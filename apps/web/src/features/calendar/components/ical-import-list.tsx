import type { IcalImport } from '@gazda/contracts/calendar';
import { isFeedLongFailing } from '@gazda/domain/feed-health';
import { formatDateTime } from '@gazda/i18n/format';
import { Group, Paper, Stack, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useLocale, useT } from '../../../lib/i18n';
import { formatRelativeTime, useNow } from '../../../lib/relative-time';
import { notifySuccess } from '../../../ui/notify';
import { useDeleteIcalImport } from '../api/delete-ical-import';
import { notifyApiError } from '../utils/notify-api-error';
import { ConfirmAction } from './confirm-action';

type IcalImportListProps = { listingId: number; imports: readonly IcalImport[] };

/**
 * Each import with its last good sync ("synced 4 minutes ago", kept true while the tab is open),
 * how many events it brought, and its last error; a feed failing for more than a day is red and
 * says since when (packages/domain/src/feed-health.ts).
 */
export function IcalImportList({ listingId, imports }: IcalImportListProps) {
  const t = useT();
  const locale = useLocale();
  const remove = useDeleteIcalImport(listingId);
  const now = useNow();

  if (imports.length === 0)
    return (
      <Text size="sm" fw={600}>
        {t('calendar.sync.no_imports')}
      </Text>
    );

  return (
    <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {imports.map((item) => {
        const red = isFeedLongFailing(item.failing_since, now);
        return (
          <Paper
            key={item.id}
            component="li"
            withBorder
            radius="md"
            p="xs"
            style={red ? { borderColor: 'var(--mantine-color-red-7)' } : undefined}
            data-failing={red || undefined}
          >
            <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
              <Stack gap={2} miw={0}>
                <Text fw={600} size="sm">
                  {item.name}
                </Text>
                <Text size="xs" c="dimmed" truncate title={item.url}>
                  {item.url}
                </Text>
                <Text size="xs">
                  {item.last_success_at ? (
                    <time
                      dateTime={item.last_success_at}
                      title={formatDateTime(item.last_success_at, locale)}
                    >
                      {t('calendar.sync.synced_ago', {
                        time: formatRelativeTime(item.last_success_at, now, locale),
                      })}
                    </time>
                  ) : (
                    t('calendar.sync.never_synced')
                  )}
                  {' · '}
                  {t('calendar.sync.events', { count: item.event_count })}
                </Text>
                {item.last_error ? (
                  <Text size="xs" c={red ? 'red.9' : undefined} fw={600}>
                    {t('calendar.sync.last_error', { error: item.last_error })}
                  </Text>
                ) : null}
                {red && item.failing_since ? (
                  <Text size="xs" c="red.9" fw={600}>
                    {t('calendar.sync.failing_since', {
                      time: formatDateTime(item.failing_since, locale),
                      ago: formatRelativeTime(item.failing_since, now, locale),
                    })}
                  </Text>
                ) : null}
              </Stack>
              <ConfirmAction
                buttonProps={{
                  variant: 'subtle',
                  color: 'red',
                  size: 'compact-sm',
                  px: 6,
                  // A long error must not squeeze the button.
                  style: { flexShrink: 0 },
                  'aria-label': t('calendar.sync.remove', { name: item.name }),
                }}
                title={t('calendar.sync.remove_title', { name: item.name })}
                message={t('calendar.sync.remove_text')}
                confirmLabel={t('calendar.sync.remove_confirm')}
                loading={remove.isPending}
                onConfirm={(close) =>
                  remove.mutate(item.id, {
                    onSuccess: () => {
                      close();
                      notifySuccess(t('calendar.sync.removed'));
                    },
                    onError: notifyApiError,
                  })
                }
              >
                <IconTrash size={16} />
              </ConfirmAction>
            </Group>
          </Paper>
        );
      })}
    </Stack>
  );
}
