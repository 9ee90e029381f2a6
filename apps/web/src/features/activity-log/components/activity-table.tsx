import type { ActivityLogEntry } from '@gazda/contracts/activity-log';
import { Group, Table, Text } from '@mantine/core';
import { useT } from '../../../lib/i18n';
import { EntryChange, KindBadge, useEntryCells } from './entry-cells';
import { EntryObject } from './entry-object';

/** Desktop: one row per entry, newest first. */
export function ActivityTable({ entries }: { entries: ActivityLogEntry[] }) {
  const t = useT();
  const cells = useEntryCells();
  return (
    <Table.ScrollContainer minWidth={820}>
      <Table verticalSpacing="sm" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('activityLog.column.when')}</Table.Th>
            <Table.Th>{t('activityLog.column.what')}</Table.Th>
            <Table.Th>{t('activityLog.column.object')}</Table.Th>
            <Table.Th>{t('activityLog.column.change')}</Table.Th>
            <Table.Th>{t('activityLog.column.who')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {entries.map((entry) => (
            <Table.Tr key={entry.id}>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                <Text size="sm">{cells.when(entry)}</Text>
              </Table.Td>
              <Table.Td>
                <Group gap="xs" wrap="nowrap">
                  <KindBadge entry={entry} />
                  <Text size="sm" fw={600}>
                    {cells.what(entry)}
                  </Text>
                </Group>
              </Table.Td>
              <Table.Td>
                <EntryObject entry={entry} />
              </Table.Td>
              <Table.Td maw={320}>
                <EntryChange entry={entry} />
              </Table.Td>
              <Table.Td>
                <Text size="sm">{cells.who(entry)}</Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
