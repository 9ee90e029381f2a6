import type { ReservationStatus } from './state-machines/reservation';

/*
 * A listing's point as the public sees it (issue #23, item 7): not the address but a point moved
 * 300–800 m in some direction, and the map draws an area around it. The direction and distance
 * come from a seed the caller derives once per listing and point (the server: an HMAC under a key
 * of its own), so the same listing shows the same point on every visit; what the seed is made of
 * stays outside this module, which only does the geometry.
 */

const APPROXIMATE_MIN_METRES = 300;
const APPROXIMATE_MAX_METRES = 800;
/** The map's circle around the approximate point: as wide as the largest offset, so it always holds the listing. */
export const APPROXIMATE_RADIUS_METRES = APPROXIMATE_MAX_METRES;

/** The mean Earth radius (IUGG); a sphere is precise to well under a metre at these distances. */
const EARTH_RADIUS_METRES = 6_371_008.8;

export type GeoPoint = { latitude: number; longitude: number };

/** Two numbers in [0, 1): the first picks the distance, the second the direction. */
type OffsetSeed = readonly [number, number];

const radians = (degrees: number) => (degrees * Math.PI) / 180;
const degrees = (rad: number) => (rad * 180) / Math.PI;

/**
 * The point `exact` moved by APPROXIMATE_MIN_METRES–APPROXIMATE_MAX_METRES along a great circle.
 * The distance is drawn so that every spot of the ring is equally likely (the square root), not
 * bunched near its inner edge, which would tell an observer more about where the centre is.
 */
export function approximatePoint(exact: GeoPoint, seed: OffsetSeed): GeoPoint {
  const [u, v] = seed;
  if (!(u >= 0 && u < 1 && v >= 0 && v < 1)) throw new RangeError('seed must be in [0, 1)');
  const min2 = APPROXIMATE_MIN_METRES ** 2;
  const distance = Math.sqrt(min2 + u * (APPROXIMATE_MAX_METRES ** 2 - min2));
  const bearing = 2 * Math.PI * v;
  const angle = distance / EARTH_RADIUS_METRES;
  const lat1 = radians(exact.latitude);
  const lng1 = radians(exact.longitude);
  const lat2 = Math.asin(
    Math.sin(lat1) * Math.cos(angle) + Math.cos(lat1) * Math.sin(angle) * Math.cos(bearing),
  );
  const lng2 =
    lng1 +
    Math.atan2(
      Math.sin(bearing) * Math.sin(angle) * Math.cos(lat1),
      Math.cos(angle) - Math.sin(lat1) * Math.sin(lat2),
    );
  return { latitude: degrees(lat2), longitude: normalizedLongitude(degrees(lng2)) };
}

/** Into [-180, 180): a point moved east of 179.99° comes out near -180°. */
function normalizedLongitude(value: number): number {
  return ((((value + 180) % 360) + 360) % 360) - 180;
}

/**
 * The reservation statuses whose guest is told the street and the exact point (Airbnb's rule:
 * from the confirmation on). A host's cancel request or no-show report is only a request until
 * the operator decides, so the booking still stands; a completed stay keeps its address in the
 * guest's history, as Airbnb's past trips do. Cancelled and no-show stays fall back to the area.
 */
const EXACT_LOCATION_STATUSES: readonly ReservationStatus[] = [
  'confirmed',
  'cancel_requested',
  'no_show_reported',
  'completed',
];

export function guestSeesExactLocation(status: string): boolean {
  return (EXACT_LOCATION_STATUSES as readonly string[]).includes(status);
}
