import { ActionIcon, Group, Select } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useLocale, useT } from '../../../lib/i18n';
import { monthLabel } from '../utils/format';
import { addMonths, monthSequence, monthsBetween, type YearMonth } from '../utils/month';

type MonthNavigationProps = {
  month: YearMonth;
  first: YearMonth;
  /** The last month that may be the first one on screen. */
  last: YearMonth;
  onChange: (month: YearMonth) => void;
};

/** Previous / next month and a picker of every reachable month (today's month + 12). */
export function MonthNavigation({ month, first, last, onChange }: MonthNavigationProps) {
  const t = useT();
  const locale = useLocale();
  const options = useMemo(
    () =>
      monthSequence(first, monthsBetween(first, last) + 1).map((value) => ({
        value,
        label: monthLabel(value, locale),
      })),
    [first, last, locale],
  );

  return (
    <Group gap="xs" wrap="nowrap">
      <ActionIcon
        variant="default"
        size="lg"
        aria-label={t('calendarEditor.nav.previous')}
        disabled={month <= first}
        onClick={() => onChange(addMonths(month, -1))}
      >
        <IconChevronLeft size={18} />
      </ActionIcon>
      <Select
        aria-label={t('calendarEditor.nav.pick_month')}
        data={options}
        value={month}
        onChange={(value) => {
          if (value) onChange(value);
        }}
        allowDeselect={false}
        checkIconPosition="right"
        comboboxProps={{ withinPortal: true }}
        w={180}
        styles={{ input: { textTransform: 'capitalize' }, option: { textTransform: 'capitalize' } }}
      />
      <ActionIcon
        variant="default"
        size="lg"
        aria-label={t('calendarEditor.nav.next')}
        disabled={month >= last}
        onClick={() => onChange(addMonths(month, 1))}
      >
        <IconChevronRight size={18} />
      </ActionIcon>
    </Group>
  );
}
