import 'leaflet/dist/leaflet.css';
import { Box, Text } from '@mantine/core';
import { useState } from 'react';
import { CircleMarker, MapContainer, TileLayer } from 'react-leaflet';
import { useT } from '../../../lib/i18n';

const TILES = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
const ATTRIBUTION = '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>';

/** The listing's pin on OpenStreetMap; offline the grey map still shows the pin. */
export function ListingMap({ latitude, longitude }: { latitude: number; longitude: number }) {
  const t = useT();
  const [tilesFailed, setTilesFailed] = useState(false);
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
          center={[latitude, longitude]}
          zoom={14}
          scrollWheelZoom={false}
          style={{ height: '100%', width: '100%' }}
        >
          <TileLayer
            url={TILES}
            attribution={ATTRIBUTION}
            eventHandlers={{ tileerror: () => setTilesFailed(true) }}
          />
          <CircleMarker
            center={[latitude, longitude]}
            radius={11}
            pathOptions={{ color: '#000', weight: 3, fillColor: '#e03131', fillOpacity: 0.9 }}
          />
        </MapContainer>
      </Box>
      {tilesFailed ? (
        <Text size="xs" c="dimmed" mt={4}>
          {t('bookingPanel.listing.tiles_failed')}
        </Text>
      ) : null}
    </Box>
  );
}
