import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { setLocale } from '../../../lib/i18n';
import { renderWithRouter } from '../../../test/render';
import { ListingMap } from './listing-map';

const point = { latitude: 44.8186, longitude: 20.4532 };

/** The shapes drawn on the map (Leaflet's SVG paths): the pin or the area. */
const marks = () =>
  [...document.querySelectorAll('path.leaflet-interactive')].map((p) => p.getAttribute('d') ?? '');

describe('the public listing map', () => {
  beforeEach(() => setLocale('en'));

  it('an approximate point: the area, and the note that the exact place comes with the booking', async () => {
    renderWithRouter(<ListingMap {...point} approximate />);
    expect(await screen.findByText('Exact location is shown after booking')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Map of the location' })).toBeTruthy();
    expect(marks()).toHaveLength(1);
    expect(marks()[0]).not.toContain('a11,11'); // a circle in metres, not the 11-pixel pin
  });

  it('in Serbian', async () => {
    setLocale('sr');
    renderWithRouter(<ListingMap {...point} approximate />);
    expect(await screen.findByText('Tačna lokacija biće prikazana posle rezervacije')).toBeTruthy();
  });

  it('the exact point (owner, operator): the pin, and what guests see instead', async () => {
    renderWithRouter(<ListingMap {...point} approximate={false} />);
    expect(await screen.findByText(/Guests see only the area around it/)).toBeTruthy();
    expect(screen.queryByText('Exact location is shown after booking')).toBeNull();
    expect(marks()).toHaveLength(1);
    expect(marks()[0]).toContain('a11,11');
  });
});
