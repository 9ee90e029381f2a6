import { addDays, isLocalDate, type LocalDate } from './dates';

/*
 * Saved replies and scheduled messages of a host (issue #28 item 4; docs/rules/messages.md).
 * Pure: the caller passes the instant "now"; time zones enter through Intl only.
 */

/** The placeholders a saved reply or a scheduled message may hold. */
export const PLACEHOLDERS = ['guest_name', 'check_in', 'listing'] as const;
type Placeholder = (typeof PLACEHOLDERS)[number];

/** The recipient's language: Serbian (Latin or Cyrillic) or English. */
export type TemplateLanguage = 'sr' | 'sr-Cyrl' | 'en';

const MONTHS: Record<TemplateLanguage, readonly string[]> = {
  sr: 'januar februar mart april maj jun jul avgust septembar oktobar novembar decembar'.split(' '),
  'sr-Cyrl':
    'јануар фебруар март април мај јун јул август септембар октобар новембар децембар'.split(' '),
  en: 'January February March April May June July August September October November December'.split(
    ' ',
  ),
};

/** A day as the recipient reads it: "12. jul 2026." (sr), "12 July 2026" (en). */
function formatDayFor(date: LocalDate, language: TemplateLanguage): string {
  if (!isLocalDate(date)) return date;
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const name = MONTHS[language][month - 1];
  return language === 'en' ? `${day} ${name} ${year}` : `${day}. ${name} ${year}.`;
}

type PlaceholderValues = {
  guestName: string;
  /** The booking's arrival day, or null (a question before booking: left as written). */
  checkIn: LocalDate | null;
  listing: string;
};

/**
 * The text with `{guest_name}`, `{check_in}` and `{listing}` filled in, the date in the
 * recipient's language. One pass: a value that itself looks like a placeholder stays as it is; an
 * unknown placeholder, or one without a value (no booking yet), stays as written.
 */
export function fillPlaceholders(
  text: string,
  values: PlaceholderValues,
  language: TemplateLanguage,
): string {
  return text.replace(/\{(guest_name|check_in|listing)\}/g, (whole, name: Placeholder) => {
    if (name === 'guest_name') return values.guestName.trim() || whole;
    if (name === 'listing') return values.listing.trim() || whole;
    return values.checkIn ? formatDayFor(values.checkIn, language) : whole;
  });
}

type TemplateBodies = { body_sr: string; body_en: string };

/** The body in the guest's language when the host wrote it, else the one there is. */
export function bodyFor(template: TemplateBodies, language: TemplateLanguage): string {
  const sr = template.body_sr.trim();
  const en = template.body_en.trim();
  return language === 'en' ? en || sr : sr || en;
}

type ScheduleTrigger = 'before_check_in' | 'after_check_out';
type Schedule = { trigger: ScheduleTrigger; days: number; time: string };
type Stay = { checkIn: LocalDate; checkOut: LocalDate };

const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** `HH:MM` on the 24-hour clock. */
export function isSendTime(value: string): boolean {
  return TIME.test(value);
}

/** One formatter per zone (building one costs far more than using it); the map is bounded. */
const clocks = new Map<string, Intl.DateTimeFormat>();

function clockIn(timeZone: string): Intl.DateTimeFormat {
  let format = clocks.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
      calendar: 'gregory',
      numberingSystem: 'latn',
    });
    if (clocks.size >= 1000) clocks.clear();
    clocks.set(timeZone, format);
  }
  return format;
}

/** The zone's offset from UTC at an instant, in milliseconds. */
function offsetAt(epochMs: number, timeZone: string): number {
  const parts = clockIn(timeZone).formatToParts(epochMs);
  const n = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const asUtc = Date.UTC(n('year'), n('month') - 1, n('day'), n('hour'), n('minute'), n('second'));
  return asUtc - Math.floor(epochMs / 1000) * 1000;
}

/**
 * The instant a wall-clock time of a day has in a zone. A time the clocks skip (spring forward)
 * is taken as the same distance after the gap (02:30 → 03:30); a time that happens twice (fall
 * back) is its first occurrence.
 */
export function zonedInstant(date: LocalDate, time: string, timeZone: string): number {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const [hour, minute] = time.split(':').map(Number) as [number, number];
  const wall = Date.UTC(year, month - 1, day, hour, minute);
  const before = offsetAt(wall - 14 * 3_600_000, timeZone);
  const after = offsetAt(wall + 14 * 3_600_000, timeZone);
  const fits = [wall - before, wall - after].filter((t) => t + offsetAt(t, timeZone) === wall);
  return fits.length > 0 ? Math.min(...fits) : wall - before;
}

/**
 * When a scheduled message of a stay is sent (`sendAt`) and until when it still may be (`until`):
 * `days` before the arrival day or after the departure day, at `time` in the listing's zone. A
 * message before arrival is not sent once the arrival day is over; a thank-you not later than two
 * days after its time (a server that was down does not send stale messages weeks later).
 */
export function scheduleOf(
  schedule: Schedule,
  stay: Stay,
  timeZone: string,
): { sendAt: number; until: number } {
  const day =
    schedule.trigger === 'before_check_in'
      ? addDays(stay.checkIn, -schedule.days)
      : addDays(stay.checkOut, schedule.days);
  const sendAt = zonedInstant(day, schedule.time, timeZone);
  const until =
    schedule.trigger === 'before_check_in'
      ? Math.max(sendAt, zonedInstant(addDays(stay.checkIn, 1), '00:00', timeZone))
      : sendAt + 2 * 86_400_000;
  return { sendAt, until };
}

/**
 * Whether a reservation in `status` still gets the trigger's messages: a confirmed stay; after
 * departure also one the completion job has marked completed. Cancelled, no-show and a pending
 * cancellation get none.
 */
export function isLiveFor(trigger: ScheduleTrigger, status: string): boolean {
  return status === 'confirmed' || (trigger === 'after_check_out' && status === 'completed');
}

/** Whether a scheduled message is to be sent now (and has not been). */
export function isDue(window: { sendAt: number; until: number }, now: number): boolean {
  return window.sendAt <= now && now < window.until;
}
