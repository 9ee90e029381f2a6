/**
 * A time typed the way people type it (`9:00`, `14.30`, `1430`) as the HH:MM the schema wants;
 * anything else is passed on as typed, so the schema's "HH:MM" message explains it.
 */
export function normalizeTime(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const match = /^\s*(\d{1,2})\s*[:.,h]?\s*(\d{2})\s*$/.exec(value);
  if (!match) return value.trim();
  const [, hours = '', minutes = ''] = match;
  return `${hours.padStart(2, '0')}:${minutes}`;
}
