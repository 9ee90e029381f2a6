import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setLocale } from '../../../lib/i18n';
import { jsonResponse, renderWithRouter } from '../../../test/render';
import { listingFixture } from '../testing/listing-fixture';
import { InfoStep } from './info-step';
import { STEP_FORM_ID } from './step-form';

describe('info step', () => {
  beforeEach(() => setLocale('sr'));

  it('puts the server field errors (dotted paths) on the fields and in the list', async () => {
    const fetchMock = vi.fn<typeof fetch>().mockImplementation(async (input, init) => {
      const url = String(input);
      if (init?.method === 'PATCH')
        return jsonResponse(422, {
          message: 'Greška u podacima',
          errors: {
            'name.sr': ['Naziv je već zauzet', 'drugi'],
            subcategory_id: ['Izaberite vrstu iz ove kategorije'],
          },
        });
      if (url.includes('/subcategories/'))
        return jsonResponse(200, { data: [{ id: 3, name: 'Studio', icon: null }] });
      return jsonResponse(200, {
        data: [{ id: 1, const: 'apartment', name: 'Smeštaj', icon: 'building', ads_count: 0 }],
      });
    });
    vi.stubGlobal('fetch', fetchMock);
    const listing = listingFixture({
      name: { sr: 'Stan na Dorćolu', en: '' },
      description: { sr: 'Svetao stan', en: '' },
      subcategory_id: 3,
    });
    renderWithRouter(
      <>
        <InfoStep listing={listing} onSaved={() => {}} />
        <button type="submit" form={STEP_FORM_ID}>
          Nastavi
        </button>
      </>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Nastavi' }));
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.getAllByText('Naziv je već zauzet')).toHaveLength(2);
    expect(screen.getAllByText('Izaberite vrstu iz ove kategorije')).toHaveLength(2);
    expect(screen.queryByText('drugi')).toBeNull();
    const patch = fetchMock.mock.calls.find(([, init]) => init?.method === 'PATCH');
    expect(JSON.parse(String(patch?.[1]?.body))).toMatchObject({ step: 'info', subcategory_id: 3 });
  });
});
