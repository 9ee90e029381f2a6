import { ActionIcon, Group, InputBase } from '@mantine/core';
import { IconChevronLeft, IconChevronRight, IconSelector } from '@tabler/icons-react';
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

const capitalized = (text: string) => text.charAt(0).toLocaleUpperCase() + text.slice(1);

/**
 * Previous / next month and a picker of every reachable month (today's month + 12): the
 * browser's own select (the phone's wheel), which costs no dropdown to build or place on load.
 * An InputBase as a select, not Mantine's NativeSelect: that module imports the whole Combobox
 * (Popover, floating-ui, ScrollArea, Checkbox), about 30 KB gzipped the calendar's first
 * download would wait for (issue #9).
 */
export function MonthNavigation({ month, first, last, onChange }: MonthNavigationProps) {
  const t = useT();
  const locale = useLocale();
  const options = useMemo(
    () =>
      monthSequence(first, monthsBetween(first, last) + 1).map((value) => ({
        value,
        label: capitalized(monthLabel(value, locale)),
      })),
    [first, last, locale],
  );

  return (
    <Group gap="xs" wrap="nowrap">
      <ActionIcon
        variant="default"
        size="lg"
        aria-label={t('calendar.nav.previous')}
        disabled={month <= first}
        onClick={() => onChange(addMonths(month, -1))}
      >
        <IconChevronLeft size={18} />
      </ActionIcon>
      <InputBase
        component="select"
        pointer
        rightSection={<IconSelector size={16} color="var(--mantine-color-dimmed)" />}
        rightSectionPointerEvents="none"
        aria-label={t('calendar.nav.pick_month')}
        value={month}
        onChange={(event) => onChange(event.currentTarget.value)}
        w={180}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </InputBase>
      <ActionIcon
        variant="default"
        size="lg"
        aria-label={t('calendar.nav.next')}
        disabled={month >= last}
        onClick={() => onChange(addMonths(month, 1))}
      >
        <IconChevronRight size={18} />
      </ActionIcon>
    </Group>
  );
}
