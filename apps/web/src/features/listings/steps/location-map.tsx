import 'leaflet/dist/leaflet.css';
import { Box, Text } from '@mantine/core';
import type { LatLngExpression, LeafletMouseEvent } from 'leaflet';
import { useEffect, useState } from 'react';
import { CircleMarker, MapContainer, TileLayer, useMap, useMapEvents } from 'react-leaflet';
import { useT } from '../../../lib/i18n';

/** Beograd, where most hosts are: the map opens here until a pin is placed. */
const DEFAULT_CENTRE: LatLngExpression = [44.8176, 20.4569];
const TILES = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
const ATTRIBUTION = '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>';

type LocationMapProps = {
  latitude: number | null;
  longitude: number | null;
  onPick: (latitude: number, longitude: number) => void;
};

function ClickToPlace({ onPick }: Pick<LocationMapProps, 'onPick'>) {
  useMapEvents({ click: (event: LeafletMouseEvent) => onPick(event.latlng.lat, event.latlng.lng) });
  return null;
}

/** Typed coordinates move the map to the pin. */
function FollowPin({ latitude, longitude }: Pick<LocationMapProps, 'latitude' | 'longitude'>) {
  const map = useMap();
  useEffect(() => {
    if (latitude !== null && longitude !== null) map.panTo([latitude, longitude]);
  }, [map, latitude, longitude]);
  return null;
}

/**
 * OpenStreetMap tiles with a pin placed by clicking. The pin is a drawn circle rather than an
 * image marker (no image assets to bundle); when tiles cannot load (offline), the map stays a
 * grey surface that still takes clicks, and a note says the coordinates can be typed.
 */
export function LocationMap({ latitude, longitude, onPick }: LocationMapProps) {
  const t = useT();
  const [tilesFailed, setTilesFailed] = useState(false);
  const pin: LatLngExpression | null =
    latitude !== null && longitude !== null ? [latitude, longitude] : null;
  const [centre] = useState<LatLngExpression>(pin ?? DEFAULT_CENTRE);

  return (
    <Box>
      <Box
        h={{ base: 260, sm: 340 }}
        style={{ borderRadius: 'var(--mantine-radius-md)', overflow: 'hidden', zIndex: 0 }}
        pos="relative"
        bg="gray.2"
        aria-label={t('listings.form.location.map')}
        role="region"
      >
        <MapContainer
          center={centre}
          zoom={pin ? 15 : 12}
          style={{ height: '100%', width: '100%' }}
        >
          <TileLayer
            url={TILES}
            attribution={ATTRIBUTION}
            eventHandlers={{ tileerror: () => setTilesFailed(true) }}
          />
          <ClickToPlace onPick={onPick} />
          <FollowPin latitude={latitude} longitude={longitude} />
          {pin ? (
            <CircleMarker
              center={pin}
              radius={10}
              pathOptions={{ color: '#000', weight: 3, fillColor: '#e03131', fillOpacity: 0.9 }}
            />
          ) : null}
        </MapContainer>
      </Box>
      {tilesFailed ? (
        <Text size="xs" c="dimmed" mt={4}>
          {t('listings.form.location.tiles_failed')}
        </Text>
      ) : null}
    </Box>
  );
}
