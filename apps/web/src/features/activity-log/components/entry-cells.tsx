import type { ActivityLogEntry } from '@gazda/contracts/activity-log';
import { formatDateTime } from '@gazda/i18n/format';
import { Badge, Group, Text } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { activitySubject, activityValue, showsChange } from '../../../lib/activity-format';
import { useLocale, useT } from '../../../lib/i18n';

const kindColor = { created: 'green', changed: 'blue', deleted: 'red' } as const;

/** The pieces of one entry, in words, shared by the table and the cards. */
export function useEntryCells() {
  const t = useT();
  const locale = useLocale();
  return {
    when: (entry: ActivityLogEntry) => formatDateTime(entry.created_at, locale),
    what: (entry: ActivityLogEntry) => activitySubject(entry, t),
    who: (entry: ActivityLogEntry) =>
      entry.actor
        ? `${entry.actor.first_name} ${entry.actor.last_name}`.trim()
        : t('activityLog.by_system'),
    value: (entry: ActivityLogEntry, value: unknown) =>
      activityValue(entry, value, { t, locale, currency: entry.listing?.currency }),
  };
}

export function KindBadge({ entry }: { entry: ActivityLogEntry }) {
  const t = useT();
  return (
    <Badge color={kindColor[entry.kind]} variant="light" size="sm" style={{ flex: 'none' }}>
      {t(`listings.form.activity.kind.${entry.kind}`)}
    </Badge>
  );
}

/** `from → to` of a change; a created or deleted entry has nothing to compare. */
export function EntryChange({ entry }: { entry: ActivityLogEntry }) {
  const t = useT();
  const cells = useEntryCells();
  if (!showsChange(entry)) return null;
  return (
    <Group gap={6} wrap="wrap" style={{ wordBreak: 'break-word' }}>
      <Text size="sm" c="dark.3" td="line-through">
        {cells.value(entry, entry.from)}
      </Text>
      <IconArrowRight size={14} aria-label={t('activityLog.to')} />
      <Text size="sm">{cells.value(entry, entry.to)}</Text>
    </Group>
  );
}
