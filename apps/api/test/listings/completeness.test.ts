import { describe, expect, it } from 'vitest';
import {
  listingCompleteness,
  type ListingData,
} from '../../src/features/listings/listing-completeness';
import { api, registerUser } from '../helpers/test-app';
import {
  createListing,
  infoStep,
  jpeg,
  locationStep,
  patch,
  propertyStep,
  refs,
  upload,
} from './fixtures';

const photo = {
  id: 1,
  url: '/uploads/a.jpg',
  thumb_url: '/uploads/a-thumb.jpg',
  width: 800,
  height: 600,
  position: 0,
  sources: [],
};

/** A complete apartment, as the listing answer carries it. */
const complete: ListingData = {
  id: 1,
  category: 'apartment',
  status: 'draft',
  active: { sr: '1', en: '1' },
  approve_errors: null,
  name: { sr: 'Stan', en: '' },
  description: { sr: 'Opis', en: 'Description' },
  subcategory_id: 3,
  max_guests: 4,
  area_m2: 50,
  bedrooms: 1,
  bathrooms: 1,
  rooms: [{ beds: [{ type: 'double', count: 1 }] }],
  parking: {
    availability: 'no',
    reservation: null,
    price: null,
    price_type: null,
    space: null,
    type: null,
    options: [],
  },
  country: 'RS',
  city: 'Niš',
  street_and_number: 'Obrenovićeva 10',
  floor: null,
  suite_number: null,
  latitude: 43.32,
  longitude: 21.9,
  tag_ids: [7],
  photos: [photo],
  currency: 'EUR',
  base_price: 4000,
  weekend_price: null,
  extra_guest_price: null,
  extra_guest_threshold: null,
  weekly_discount_percent: null,
  monthly_discount_percent: null,
  booking_mode: 'inquiry',
  min_stay: 1,
  min_stay_by_weekday: {},
  weekend_min_stay: null,
  check_in_from: '14:00',
  check_in_to: '20:00',
  check_out_until: '10:00',
  max_stay: null,
  advance_notice_days: 0,
  same_day_cutoff: null,
  preparation_nights: 0,
  booking_window_days: null,
  closed_to_arrival: [],
  closed_to_departure: [],
  collects_tourist_tax: false,
  terms_accepted: true,
  created_at: '2027-01-01T00:00:00.000Z',
  updated_at: '2027-01-01T00:00:00.000Z',
};

describe('[LISTINGS] completeness (pure)', () => {
  it('a complete apartment has every step complete and no first incomplete step', () => {
    expect(listingCompleteness(complete)).toEqual({
      completed_steps: [
        'info',
        'property',
        'location',
        'tags',
        'gallery',
        'pricing',
        'reservation',
        'terms',
        'activity',
      ],
      first_incomplete_step: null,
    });
  });

  it.each([
    ['info', { name: { sr: '', en: '' } }],
    ['info', { subcategory_id: null }],
    ['property', { parking: null }],
    ['property', { rooms: [] }],
    ['location', { street_and_number: 'Obrenovićeva' }],
    ['location', { latitude: null }],
    ['tags', { tag_ids: [] }],
    ['gallery', { photos: [] }],
    ['pricing', { base_price: null }],
    ['reservation', { booking_mode: null }],
    ['reservation', { check_out_until: null }],
    ['terms', { terms_accepted: false }],
  ] as const)('%s is incomplete with %j', (step, change) => {
    const listing = { ...complete, ...change } as ListingData;
    const result = listingCompleteness(listing);
    expect(result.completed_steps).not.toContain(step);
    expect(result.first_incomplete_step).toBe(step);
  });

  it('the first incomplete step follows the order of the category’s steps; activity is always complete', () => {
    const listing = { ...complete, tag_ids: [], base_price: null, terms_accepted: false };
    expect(listingCompleteness(listing).first_incomplete_step).toBe('tags');
    const nameless = { ...complete, name: { sr: '', en: '' } };
    expect(listingCompleteness(nameless).completed_steps).toContain('activity');
  });

  it('a restaurant only has its own steps: no property, pricing or reservation', () => {
    const restaurant: ListingData = {
      ...complete,
      category: 'restaurant',
      parking: null,
      base_price: null,
      booking_mode: null,
    };
    expect(listingCompleteness(restaurant)).toEqual({
      completed_steps: ['info', 'location', 'tags', 'gallery', 'terms', 'activity'],
      first_incomplete_step: null,
    });
    expect(listingCompleteness({ ...restaurant, photos: [] }).first_incomplete_step).toBe(
      'gallery',
    );
  });
});

describe('[LISTINGS] completeness in the answers', () => {
  it('first_incomplete_step moves on as steps are saved, whatever their order', async () => {
    const u = await registerUser();
    const r = await refs('apartment');
    const id = await createListing(u.token);
    const after = async (body: object) => (await patch(u.token, id, body)).body.data;
    expect((await after(locationStep)).first_incomplete_step).toBe('info');
    const info = await after(infoStep(r));
    expect(info.first_incomplete_step).toBe('property');
    expect(info.completed_steps).toEqual(['info', 'location', 'activity']);
    expect((await after(propertyStep)).first_incomplete_step).toBe('tags');
    expect((await after({ step: 'tags', tag_ids: r.tagIds })).first_incomplete_step).toBe(
      'gallery',
    );
    await upload(u.token, id, await jpeg(640, 480));
    const got = await api('GET', `/api/panel/ads/${id}`, { token: u.token });
    expect(got.body.data.first_incomplete_step).toBe('pricing');
  });
});
