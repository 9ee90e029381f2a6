import type { TvAdvance, TvContact, TvInquiry, TvLatestItem } from '@gazda/contracts/admin';
import { formatMoney, formatShortDate } from '@gazda/i18n/format';
import type { Locale } from '@gazda/i18n/locales';
import type { Translate } from '@gazda/i18n/translate';
import type { TvRow } from './tv-list';

/* The rows of the TV lists: what an operator reads first is on the left, the urgency on the right. */

const stay = (item: { check_in: string; check_out: string }, locale: Locale) =>
  `${formatShortDate(item.check_in, locale)} – ${formatShortDate(item.check_out, locale)}`;

const contactLine = (host: TvContact) =>
  [`${host.first_name} ${host.last_name}`.trim(), host.phone, host.email]
    .filter(Boolean)
    .join(' · ');

export function advanceRow(item: TvAdvance, t: Translate, locale: Locale): TvRow {
  const due = item.due_date ? formatShortDate(item.due_date, locale) : '—';
  return {
    key: `r${item.id}`,
    main: `${formatMoney(item.advance, item.currency, locale)} · ${item.listing.name}`,
    sub: t('tv.advance_sub', {
      code: item.code,
      guest: item.guest_name || '—',
      stay: stay(item, locale),
      host: contactLine(item.host),
    }),
    side: item.overdue ? t('tv.overdue', { date: due }) : t('tv.due', { date: due }),
    overdue: item.overdue,
  };
}

export function unresolvedRow(item: TvInquiry, t: Translate, locale: Locale): TvRow {
  return {
    key: `i${item.id}`,
    main: `${item.listing.name} · ${item.guest_name || '—'}`,
    sub: t('tv.inquiry_sub', {
      code: item.code,
      stay: stay(item, locale),
      guests: item.guests,
      host: contactLine(item.host),
    }),
    side: t('tv.age_hours', { hours: item.age_hours }),
    overdue: item.age_hours >= 48,
  };
}

export function latestRow(
  item: TvLatestItem,
  kind: 'reservation' | 'inquiry',
  t: Translate,
  locale: Locale,
  statusLabel: string,
): TvRow {
  return {
    key: `${kind[0]}${item.id}`,
    main: `${item.listing.name} · ${item.guest_name || '—'}`,
    sub: t('tv.latest_sub', {
      code: item.code,
      stay: stay(item, locale),
      guests: item.guests,
      status: statusLabel,
    }),
    side: formatMoney(item.total, item.currency, locale),
  };
}
