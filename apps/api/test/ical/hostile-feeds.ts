/*
 * Feeds that once stalled the server (issue #24): shared by the parser, pool and API tests.
 */

const wrap = (events: string[]) =>
  [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Hostile//Feed//EN',
    ...events,
    'END:VCALENDAR',
    '',
  ].join('\r\n');

/** 40 events repeating every second since 1900: expanded one by one, 48 s of a blocked loop. */
export function hostileFeed(count = 40): string {
  return wrap(
    Array.from({ length: count }, (_, i) =>
      [
        'BEGIN:VEVENT',
        `UID:hostile-${i}@example.test`,
        `DTSTART:19000101T${String(i % 24).padStart(2, '0')}0000Z`,
        'RRULE:FREQ=SECONDLY',
        'END:VEVENT',
      ].join('\r\n'),
    ),
  );
}

/**
 * A daily rule that no date satisfies (30 February): ical.js searches for the next occurrence
 * inside one call and never returns. Only stopping the worker ends it.
 */
export function endlessFeed(): string {
  return wrap([
    [
      'BEGIN:VEVENT',
      'UID:never@example.test',
      'DTSTART;VALUE=DATE:20270101',
      'RRULE:FREQ=DAILY;BYMONTH=2;BYMONTHDAY=30',
      'END:VEVENT',
    ].join('\r\n'),
  ]);
}
