import type { CalendarDay } from '@gazda/contracts/calendar';
import type { LocalDate } from '@gazda/domain/dates';
import { formatMoney } from '@gazda/i18n/format';
import { Button, CloseButton, Group, Paper, Text } from '@mantine/core';
import { IconAdjustmentsHorizontal } from '@tabler/icons-react';
import { useLocale, useT } from '../../../lib/i18n';
import { nightsOf, type DayRange } from '../utils/selection';
import { rangeTotal } from '../utils/range-total';

type PhoneSelectionBarProps = {
  selection: DayRange | null;
  daysByDate: ReadonlyMap<LocalDate, CalendarDay>;
  currency: string;
  onOpen: () => void;
  onClear: () => void;
};

/** Phones: a bar at the bottom that sums up the selection and opens the panel (bottom sheet). */
export function PhoneSelectionBar({
  selection,
  daysByDate,
  currency,
  onOpen,
  onClear,
}: PhoneSelectionBarProps) {
  const t = useT();
  const locale = useLocale();
  return (
    <Paper
      withBorder
      shadow="md"
      radius={0}
      p="sm"
      pos="fixed"
      bottom={0}
      left={0}
      right={0}
      style={{ zIndex: 150 }}
    >
      <Group justify="space-between" wrap="nowrap" gap="xs">
        {selection ? (
          <Group gap={4} wrap="nowrap" miw={0}>
            <CloseButton
              size="sm"
              aria-label={t('calendar.selection.clear')}
              onClick={onClear}
            />
            <Text size="sm" fw={600} truncate>
              {t('calendar.selection.summary', {
                nights: nightsOf(selection),
                total: formatMoney(rangeTotal(selection, daysByDate), currency, locale),
              })}
            </Text>
          </Group>
        ) : (
          <Text size="sm" c="dimmed" truncate>
            {t('calendar.selection.hint_short')}
          </Text>
        )}
        <Button
          size="sm"
          leftSection={<IconAdjustmentsHorizontal size={16} />}
          onClick={onOpen}
          flex="none"
        >
          {t('calendar.panel_open')}
        </Button>
      </Group>
    </Paper>
  );
}
