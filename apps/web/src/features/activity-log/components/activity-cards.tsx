import type { ActivityLogEntry } from '@gazda/contracts/activity-log';
import { Card, Group, Stack, Text } from '@mantine/core';
import { EntryChange, KindBadge, useEntryCells } from './entry-cells';
import { EntryObject } from './entry-object';

/** Phones: one card per entry, newest first. */
export function ActivityCards({ entries }: { entries: ActivityLogEntry[] }) {
  const cells = useEntryCells();
  return (
    <Stack gap="sm" component="ol" p={0} m={0} style={{ listStyle: 'none' }}>
      {entries.map((entry) => (
        <Card key={entry.id} component="li" withBorder radius="lg" padding="sm">
          <Stack gap={6}>
            <Group gap="xs" wrap="nowrap" align="flex-start">
              <KindBadge entry={entry} />
              <Text size="sm" fw={600}>
                {cells.what(entry)}
              </Text>
            </Group>
            <EntryObject entry={entry} />
            <EntryChange entry={entry} />
            <Text size="xs" c="dark.3">
              {cells.who(entry)} · {cells.when(entry)}
            </Text>
          </Stack>
        </Card>
      ))}
    </Stack>
  );
}
