import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { approximatePoint, guestSeesExactLocation, type GeoPoint } from './approximate-location';
import { RESERVATION_STATUSES } from './state-machines/reservation';
import { distanceMetres } from './test/distance';

// approximate-location.ts's APPROXIMATE_MIN_METRES, said again: changing it changes this test.
const APPROXIMATE_MIN_METRES = 300;

// approximate-location.ts's APPROXIMATE_MAX_METRES, said again: changing it changes this test.
const APPROXIMATE_MAX_METRES = 800;

// Float error of the sphere's trigonometry: far below a millimetre at these distances.
const EPSILON = 1e-3;
const unit = fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true });
const belgrade: GeoPoint = { latitude: 44.8186, longitude: 20.4532 };

describe('approximatePoint', () => {
  it.each([
    // seed, distance, where it lands
    [[0, 0], APPROXIMATE_MIN_METRES, 'north'],
    [[0, 0.25], APPROXIMATE_MIN_METRES, 'east'],
    [[0, 0.5], APPROXIMATE_MIN_METRES, 'south'],
    [[0, 0.75], APPROXIMATE_MIN_METRES, 'west'],
    [[0.999999, 0], APPROXIMATE_MAX_METRES, 'north'],
    [[0.5, 0.5], Math.sqrt((300 ** 2 + 800 ** 2) / 2), 'south'],
  ] as const)('seed %j → %f m %s', (seed, metres, side) => {
    const point = approximatePoint(belgrade, seed);
    expect(distanceMetres(belgrade, point)).toBeCloseTo(metres, 0);
    const north = point.latitude - belgrade.latitude;
    const east = point.longitude - belgrade.longitude;
    const moved = { north: north > 0, south: north < 0, east: east > 0, west: east < 0 }[side];
    expect(moved).toBe(true);
  });

  it('metres become more degrees of longitude farther from the equator', () => {
    const east = (latitude: number) =>
      approximatePoint({ latitude, longitude: 0 }, [0, 0.25]).longitude;
    // 300 m east is about 0.0027° at the equator, twice that at 60°.
    expect(east(0)).toBeCloseTo(0.0027, 4);
    expect(east(60) / east(0)).toBeCloseTo(2, 2);
  });

  it('property: any point, any seed → 300–800 m away, a valid coordinate, the same every time', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -85, max: 85, noNaN: true }),
        fc.double({ min: -180, max: 180, maxExcluded: true, noNaN: true }),
        unit,
        unit,
        (latitude, longitude, u, v) => {
          const exact = { latitude, longitude };
          const point = approximatePoint(exact, [u, v]);
          const metres = distanceMetres(exact, point);
          expect(metres).toBeGreaterThanOrEqual(APPROXIMATE_MIN_METRES - EPSILON);
          expect(metres).toBeLessThanOrEqual(APPROXIMATE_MAX_METRES + EPSILON);
          expect(Math.abs(point.latitude)).toBeLessThanOrEqual(90);
          expect(point.longitude).toBeGreaterThanOrEqual(-180);
          expect(point.longitude).toBeLessThan(180);
          expect(approximatePoint(exact, [u, v])).toEqual(point);
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('crosses the antimeridian into [-180, 180)', () => {
    const point = approximatePoint({ latitude: 0, longitude: 179.999 }, [0.5, 0.25]);
    expect(point.longitude).toBeLessThan(-179.99);
  });

  it.each([[[1, 0]], [[0, 1]], [[-0.1, 0]], [[Number.NaN, 0]]] as const)(
    'refuses the seed %j',
    (seed) => {
      expect(() => approximatePoint(belgrade, seed)).toThrow(RangeError);
    },
  );
});

describe('guestSeesExactLocation', () => {
  const exactTable: Record<(typeof RESERVATION_STATUSES)[number], boolean> = {
    confirmed: true,
    cancel_requested: true, // only a request until the operator decides
    no_show_reported: true,
    completed: true, // the guest's history keeps the address
    cancelled: false,
    no_show: false,
  };
  it.each(RESERVATION_STATUSES.map((status) => [status, exactTable[status]] as const))(
    '%s → %s',
    (status, exact) => {
      expect(guestSeesExactLocation(status)).toBe(exact);
    },
  );
  it.each(['pending', 'available'])('an inquiry still %s → false', (status) => {
    expect(guestSeesExactLocation(status)).toBe(false);
  });
});
