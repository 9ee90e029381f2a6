import '@mantine/dates/styles.css';
import 'dayjs/locale/sr';
import 'dayjs/locale/sr-cyrl';
import type { LocalDate } from '@gazda/domain/dates';
import { DatePickerInput, DatesProvider, type DatePickerInputProps } from '@mantine/dates';
import { IconCalendar } from '@tabler/icons-react';
import { useLocale } from '../../lib/i18n';
import { useCalendarLabels, useClearButtonProps } from '../calendar-labels';

type DateRange = [LocalDate | null, LocalDate | null];

type DateRangeInputProps = Omit<
  DatePickerInputProps<'range'>,
  'type' | 'value' | 'onChange' | 'valueFormat'
> & {
  value: DateRange;
  onChange: (range: DateRange) => void;
};

const valueFormats = { sr: 'D. M. YYYY.', 'sr-Cyrl': 'D. M. YYYY.', en: 'MMM D, YYYY' } as const;

/**
 * A stay or a period as two `YYYY-MM-DD` local dates: weeks start on Monday, dates read the
 * panel's way (`5. 3. 2027.` / `Mar 5, 2027`) and the picker's buttons are named in its language.
 * A calendar icon leads unless `leftSection` says otherwise.
 */
export function DateRangeInput({ value, onChange, clearable, ...rest }: DateRangeInputProps) {
  const locale = useLocale();
  const calendarLabels = useCalendarLabels();
  const clearLabel = useClearButtonProps();
  return (
    <DatesProvider settings={{ locale, firstDayOfWeek: 1 }}>
      <DatePickerInput
        {...calendarLabels}
        leftSection={<IconCalendar size={16} />}
        clearable={clearable}
        clearButtonProps={clearable ? clearLabel : undefined}
        {...rest}
        type="range"
        valueFormat={valueFormats[locale]}
        value={value}
        onChange={([from, to]) => onChange([from, to])}
      />
    </DatesProvider>
  );
}
