import type { Listing } from '@gazda/contracts/listings';
import { formatDateTime } from '@gazda/i18n/format';
import { Alert, Badge, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { useState } from 'react';
import { useLocale, useT } from '../../../lib/i18n';
import { activitySubject, activityValue, showsChange } from '../../../lib/activity-format';
import { ACTIVITY_PER_PAGE, useListingActivity } from '../api/get-listing-activity';
import { useCategories } from '../api/get-categories';
import { useSubcategories } from '../api/get-subcategories';
import { useTags } from '../api/get-tags';
import { Pager } from '../../../ui/pager';

const kindColor = { created: 'green', changed: 'blue', deleted: 'red' } as const;

/** The listing's activity log (docs/rules/decisions.md §8): who changed what, when, from → to. */
export function ActivityStep({ listing }: { listing: Listing }) {
  const t = useT();
  const locale = useLocale();
  const [page, setPage] = useState(1);
  const activity = useListingActivity(listing.id, page);
  const categoryId = useCategories(false).data?.find((c) => c.const === listing.category)?.id;
  const tags = useTags(categoryId);
  const subcategories = useSubcategories(categoryId);

  if (activity.isPending) return <Skeleton h={240} radius="md" />;
  if (activity.isError)
    return (
      <Alert color="red" variant="light">
        {activity.error.message}
      </Alert>
    );
  const { data: entries, meta } = activity.data;
  const pages = Math.max(1, Math.ceil(meta.total / (meta.per_page || ACTIVITY_PER_PAGE)));
  if (entries.length === 0) return <Text c="dimmed">{t('listings.form.activity.empty')}</Text>;

  const context = {
    t,
    locale,
    currency: listing.currency,
    names: {
      tags: new Map((tags.data ?? []).map((tag) => [tag.id, tag.name])),
      subcategories: new Map((subcategories.data ?? []).map((s) => [s.id, s.name])),
    },
  };
  return (
    <Stack gap="sm">
      <Stack gap="xs" component="ol" p={0} m={0} style={{ listStyle: 'none' }}>
        {entries.map((entry) => (
          <Paper key={entry.id} component="li" withBorder radius="md" p="sm">
            <Group justify="space-between" gap="xs" wrap="wrap">
              <Group gap="xs" wrap="nowrap">
                <Badge
                  color={kindColor[entry.kind]}
                  variant="light"
                  size="sm"
                  style={{ flex: 'none' }}
                >
                  {t(`listings.form.activity.kind.${entry.kind}`)}
                </Badge>
                <Text fw={600} size="sm">
                  {activitySubject(entry, t)}
                </Text>
              </Group>
              <Text size="xs" c="dimmed">
                {entry.actor
                  ? t('listings.form.activity.by', {
                      name: `${entry.actor.first_name} ${entry.actor.last_name}`,
                      when: formatDateTime(entry.created_at, locale),
                    })
                  : t('listings.form.activity.by_system', {
                      when: formatDateTime(entry.created_at, locale),
                    })}
              </Text>
            </Group>
            {showsChange(entry) ? (
              <Group gap={6} mt={6} wrap="wrap" style={{ wordBreak: 'break-word' }}>
                <Text size="sm" c="dimmed" td="line-through">
                  {activityValue(entry, entry.from, context)}
                </Text>
                <IconArrowRight size={14} aria-label={t('listings.form.activity.to')} />
                <Text size="sm">{activityValue(entry, entry.to, context)}</Text>
              </Group>
            ) : null}
          </Paper>
        ))}
      </Stack>
      {pages > 1 ? (
        <Pager
          value={page}
          onChange={setPage}
          total={pages}
          size="sm"
          getControlProps={(control) => ({
            'aria-label': t(
              control === 'previous'
                ? 'listings.form.activity.previous'
                : 'listings.form.activity.next',
            ),
          })}
        />
      ) : null}
    </Stack>
  );
}
