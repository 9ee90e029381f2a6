import type { ActivityLogEntry } from '@gazda/contracts/activity-log';
import type { Translate } from '@gazda/i18n/translate';
import { Anchor, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useT } from '../../../lib/i18n';
import { routePath } from '../../../lib/route-names';

const CALENDAR_ENTITIES = new Set(['calendar', 'calendar_rule', 'ical_import']);

type Target = { to: string; label: string; note?: string };

/**
 * What an entry is about and where it lives in the panel: a booking by its code and guest (its
 * page), a listing's change by the listing (its calendar or its form), the ID (its page), a payout
 * method (the payouts tab), else the account (the settings).
 */
function entryTarget(entry: ActivityLogEntry, t: Translate): Target {
  const { entity, listing, booking, entity_id: id } = entry;
  if (booking && id !== null)
    return {
      to: routePath(entity === 'inquiry' ? 'inquiry.show' : 'reservation.show', { id }),
      label: [booking.code, booking.guest_name].filter(Boolean).join(' · '),
      note: listing?.name,
    };
  if (listing) {
    const params = { categoryConst: listing.category, id: listing.id };
    return {
      to: CALENDAR_ENTITIES.has(entity)
        ? routePath('listing.calendar', params)
        : routePath('listing.form', params),
      label: listing.name,
    };
  }
  if (entity === 'government_id')
    return { to: routePath('government-id'), label: t('activityLog.entity.government_id') };
  if (entity === 'payout_method')
    return { to: routePath('user-settings.payouts'), label: t('activityLog.entity.payout_method') };
  return { to: routePath('user-settings'), label: t('activityLog.account') };
}

/** The entry's object as a link, with the listing under a booking. */
export function EntryObject({ entry }: { entry: ActivityLogEntry }) {
  const t = useT();
  const target = entryTarget(entry, t);
  return (
    <Stack gap={0}>
      <Anchor component={Link} to={target.to} size="sm" c="dark" underline="always">
        {target.label}
      </Anchor>
      {target.note ? (
        <Text size="xs" c="dark.3">
          {target.note}
        </Text>
      ) : null}
    </Stack>
  );
}
