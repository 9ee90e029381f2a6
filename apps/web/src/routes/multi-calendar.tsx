import { MultiCalendar } from '../features/calendar/components/multi-calendar';

/** /calendar: the host's listings in one calendar (issue #27). */
export function MultiCalendarRoute() {
  return <MultiCalendar />;
}
