import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setLocale } from '../../../lib/i18n';
import { jsonResponse, renderWithRouter } from '../../../test/render';
import { listingFixture } from '../testing/listing-fixture';
import { LocationStep } from './location-step';
import { STEP_FORM_ID } from './step-form';

// The map needs a real browser; the step must work without it anyway.
vi.mock('./location-map', () => ({ LocationMap: () => null }));

describe('location step', () => {
  beforeEach(() => setLocale('sr'));

  it('says in Serbian that the street needs a number, and saves nothing', async () => {
    const fetchMock = vi
      .fn<typeof fetch>()
      .mockImplementation(async () =>
        jsonResponse(200, { data: [{ code: 'RS', name: 'Srbija' }] }),
      );
    vi.stubGlobal('fetch', fetchMock);
    const listing = listingFixture({ city: 'Beograd', latitude: 44.81, longitude: 20.46 });
    renderWithRouter(
      <>
        <LocationStep listing={listing} onSaved={() => {}} />
        <button type="submit" form={STEP_FORM_ID}>
          Nastavi
        </button>
      </>,
    );
    await userEvent.type(screen.getByLabelText(/Ulica i broj/), 'Knez Mihailova');
    await userEvent.click(screen.getByRole('button', { name: 'Nastavi' }));
    expect(await screen.findByText('Unesite ulicu i broj, npr. Knez Mihailova 34')).toBeTruthy();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PATCH')).toBe(false);
  });
});
