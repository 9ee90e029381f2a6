import { intlLocale, type Locale } from '@gazda/i18n/locales';
import { useEffect, useState } from 'react';

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['day', 24 * 60 * 60 * 1000],
  ['hour', 60 * 60 * 1000],
  ['minute', 60 * 1000],
];

/** "4 minutes ago" / "pre 4 minuta": the largest whole unit, "now" under a minute. */
export function formatRelativeTime(iso: string, nowMs: number, locale: Locale): string {
  const format = new Intl.RelativeTimeFormat(intlLocale(locale), {
    numeric: 'auto',
  });
  const elapsed = Date.parse(iso) - nowMs;
  for (const [unit, ms] of UNITS) {
    if (Math.abs(elapsed) >= ms) return format.format(Math.trunc(elapsed / ms), unit);
  }
  return format.format(0, 'second');
}

/** The time now, moved every `everyMs` while the component is shown (relative times stay true). */
export function useNow(everyMs = 30_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), everyMs);
    return () => window.clearInterval(timer);
  }, [everyMs]);
  return now;
}
