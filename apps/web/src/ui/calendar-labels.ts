import { useT } from '../lib/i18n';

/**
 * Names of a Mantine date picker's icon buttons (previous/next month, year, decade; the level
 * control; the clear button) in the panel's language: without them a screen reader hears
 * "button" (axe `button-name`). Spread into DatePicker, DatePickerInput and Calendar.
 */
export function useCalendarLabels() {
  const t = useT();
  return {
    ariaLabels: {
      previousMonth: t('common.calendar.previous_month'),
      nextMonth: t('common.calendar.next_month'),
      previousYear: t('common.calendar.previous_year'),
      nextYear: t('common.calendar.next_year'),
      previousDecade: t('common.calendar.previous_decade'),
      nextDecade: t('common.calendar.next_decade'),
      monthLevelControl: t('common.calendar.choose_month'),
      yearLevelControl: t('common.calendar.choose_year'),
    },
  };
}

/** The clear (×) button of a clearable date input, named in the panel's language. */
export function useClearButtonProps() {
  const t = useT();
  return { 'aria-label': t('common.clear') };
}
