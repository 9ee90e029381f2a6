import { MINOR_UNITS_PER_MAJOR } from '@gazda/domain/money';

/*
 * The input allows at most two decimals, so the only rounding here removes binary noise
 * (45.1 × 100 = 4509.999…); prices themselves are computed on the server in minor units.
 */
function toMinor(major: number): number {
  return Math.round(major * MINOR_UNITS_PER_MAJOR);
}

export function fromMinor(minor: number): number {
  return minor / MINOR_UNITS_PER_MAJOR;
}

/**
 * What a number input hands on, in minor units. While typed it can be a string ("45.50": Mantine
 * keeps trailing zeros as text), which is still that amount; empty or not a number is null.
 */
export function minorOfInput(value: number | string | null | undefined): number | null {
  if (value === '' || value === null || value === undefined) return null;
  const major = typeof value === 'number' ? value : Number(value.replace(',', '.'));
  return Number.isFinite(major) ? toMinor(major) : null;
}
