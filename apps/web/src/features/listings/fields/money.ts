import { MINOR_UNITS_PER_MAJOR } from '@gazda/domain/money';

/*
 * The input allows at most two decimals, so the only rounding here removes binary noise
 * (45.1 × 100 = 4509.999…); prices themselves are computed on the server in minor units.
 */
export function toMinor(major: number): number {
  return Math.round(major * MINOR_UNITS_PER_MAJOR);
}

export function fromMinor(minor: number): number {
  return minor / MINOR_UNITS_PER_MAJOR;
}
