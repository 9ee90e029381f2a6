import 'leaflet/dist/leaflet.css';
import { APPROXIMATE_RADIUS_METRES } from '@gazda/domain/approximate-location';
import { Box, Text } from '@mantine/core';
import { latLng } from 'leaflet';
import { useState } from 'react';
import { Circle, CircleMarker, MapContainer, TileLayer } from 'react-leaflet';
import { useT } from '../../../lib/i18n';

const TILES = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
const ATTRIBUTION = '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>';

type ListingMapProps = { latitude: number; longitude: number; approximate: boolean };

/**
 * The listing on OpenStreetMap; offline the grey map still shows the mark. A visitor's point is
 * approximate (300–800 m away, public-listings/approximate-location.ts on the server): the map
 * draws the circle that holds the listing, fitted to the frame, never a pin. The owner and
 * operators get the exact point and the pin, with a word on what guests see instead.
 */
export function ListingMap({ latitude, longitude, approximate }: ListingMapProps) {
  const t = useT();
  const [tilesFailed, setTilesFailed] = useState(false);
  const area = latLng(latitude, longitude).toBounds(2 * APPROXIMATE_RADIUS_METRES);
  return (
    <Box>
      <Box
        h={{ base: 220, sm: 300 }}
        bg="gray.2"
        pos="relative"
        style={{ borderRadius: 'var(--mantine-radius-md)', overflow: 'hidden', zIndex: 0 }}
        role="region"
        aria-label={t('bookingPanel.listing.map')}
      >
        <MapContainer
          {...(approximate
            ? { bounds: area, boundsOptions: { padding: [12, 12] } }
            : { center: [latitude, longitude], zoom: 14 })}
          scrollWheelZoom={false}
          style={{ height: '100%', width: '100%' }}
        >
          <TileLayer
            url={TILES}
            attribution={ATTRIBUTION}
            eventHandlers={{ tileerror: () => setTilesFailed(true) }}
          />
          {approximate ? (
            <Circle
              center={[latitude, longitude]}
              radius={APPROXIMATE_RADIUS_METRES}
              pathOptions={{ color: '#c92a2a', weight: 2, fillColor: '#e03131', fillOpacity: 0.2 }}
            />
          ) : (
            <CircleMarker
              center={[latitude, longitude]}
              radius={11}
              pathOptions={{ color: '#000', weight: 3, fillColor: '#e03131', fillOpacity: 0.9 }}
            />
          )}
        </MapContainer>
      </Box>
      <Text size="sm" c="dark.4" mt={6}>
        {t(
          approximate ? 'bookingPanel.listing.approximate' : 'bookingPanel.listing.exact_for_owner',
        )}
      </Text>
      {tilesFailed ? (
        <Text size="xs" c="dimmed" mt={4}>
          {t(
            approximate
              ? 'bookingPanel.listing.tiles_failed_area'
              : 'bookingPanel.listing.tiles_failed',
          )}
        </Text>
      ) : null}
    </Box>
  );
}
