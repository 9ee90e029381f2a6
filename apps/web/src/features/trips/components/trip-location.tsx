import type { TripLocation } from '@gazda/contracts/bookings';
import { Anchor, Stack, Text } from '@mantine/core';
import { useT } from '../../../lib/i18n';

const OSM = 'https://www.openstreetmap.org/';

/** Where to go: the street and the exact point, which the API gives only for a confirmed stay. */
export function TripLocationFacts({ location }: { location: TripLocation }) {
  const t = useT();
  const unit = [
    location.floor !== null ? t('bookingPanel.trips.floor', { floor: location.floor }) : null,
    location.suite_number ? t('bookingPanel.trips.suite', { suite: location.suite_number }) : null,
  ].filter(Boolean);
  const { latitude: lat, longitude: lng } = location;
  return (
    <Stack gap={2}>
      <Text size="xs" c="dark.4">
        {t('bookingPanel.trips.address')}
      </Text>
      <Text size="sm" fw={500}>
        {[location.street_and_number, location.city].filter(Boolean).join(', ')}
      </Text>
      {unit.length > 0 ? <Text size="sm">{unit.join(', ')}</Text> : null}
      {lat !== null && lng !== null ? (
        <Anchor
          size="sm"
          href={`${OSM}?mlat=${lat}&mlon=${lng}#map=17/${lat}/${lng}`}
          target="_blank"
          rel="noopener noreferrer"
        >
          {t('bookingPanel.trips.open_map')}
        </Anchor>
      ) : null}
    </Stack>
  );
}
