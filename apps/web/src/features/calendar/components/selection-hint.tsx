import { List, Stack, Text } from '@mantine/core';
import { useT } from '../../../lib/i18n';

/** The Selection tab before any day is chosen: what to do next. */
export function SelectionHint() {
  const t = useT();
  return (
    <Stack gap="xs">
      <Text fw={600}>{t('calendar.selection.empty_title')}</Text>
      <List size="sm" spacing={4}>
        <List.Item>{t('calendar.selection.hint_drag')}</List.Item>
        <List.Item>{t('calendar.selection.hint_clicks')}</List.Item>
        <List.Item>{t('calendar.selection.hint_keyboard')}</List.Item>
      </List>
    </Stack>
  );
}
