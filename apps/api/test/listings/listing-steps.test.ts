import { describe, expect, it } from 'vitest';
import { api, registerUser } from '../helpers/test-app';
import {
  createListing,
  infoStep,
  locationStep,
  patch,
  pricingStep,
  propertyStep,
  refs,
  reservationStep,
  termsStep,
} from './fixtures';

describe('[LISTINGS] create and save steps', () => {
  it('POST panel/ads creates a draft of the category; an unknown category is a 422', async () => {
    const u = await registerUser();
    const res = await api('POST', '/api/panel/ads', {
      token: u.token,
      body: { category: 'apartment' },
    });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({
      category: 'apartment',
      status: 'draft',
      active: { sr: '1', en: '1' },
      approve_errors: null,
      name: { sr: '', en: '' },
      tag_ids: [],
      photos: [],
      currency: 'EUR',
      min_stay: 1,
      terms_accepted: false,
      completed_steps: ['activity'],
      first_incomplete_step: 'info',
    });
    const bad = await api('POST', '/api/panel/ads', {
      token: u.token,
      lang: 'en',
      body: { category: 'castle' },
    });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual({ category: ['The value is not valid'] });
    expect((await api('POST', '/api/panel/ads', { body: { category: 'apartment' } })).status).toBe(
      401,
    );
  });

  it('each step saves its own fields only and answers the whole listing', async () => {
    const u = await registerUser();
    const r = await refs('apartment');
    const id = await createListing(u.token);
    const saved = [
      [infoStep(r), { name: infoStep(r).name, subcategory_id: r.subcategoryId }],
      [
        propertyStep,
        {
          max_guests: 4,
          rooms: propertyStep.rooms,
          parking: expect.objectContaining({ availability: 'paid', price: 500 }),
        },
      ],
      [locationStep, { country: 'RS', street_and_number: 'Knez Mihailova 34', latitude: 44.8176 }],
      [
        { step: 'tags', tag_ids: [r.tagIds[1], r.tagIds[0], r.tagIds[0]] },
        { tag_ids: [r.tagIds[0], r.tagIds[1]] },
      ],
      [pricingStep, { base_price: 5000, extra_guest_price: 1000, extra_guest_threshold: 2 }],
      [
        reservationStep,
        { booking_mode: 'instant', min_stay_by_weekday: { '6': 3 }, check_out_until: '11:00' },
      ],
      [termsStep, { terms_accepted: true }],
    ] as const;
    for (const [body, expected] of saved) {
      const res = await patch(u.token, id, body);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.data).toMatchObject(expected);
      expect(res.body.data.status).toBe('draft');
    }
    const got = await api('GET', `/api/panel/ads/${id}`, { token: u.token });
    expect(got.body.data.first_incomplete_step).toBe('gallery');
  });

  it.each([
    ['sr', 'Unesite ulicu i broj, npr. Knez Mihailova 34', 'Obavezno polje'],
    ['en', 'Enter the street and the number, e.g. Knez Mihailova 34', 'This field is required'],
  ] as const)(
    'location: street without a number and missing fields, in %s',
    async (lang, street, required) => {
      const u = await registerUser();
      const id = await createListing(u.token);
      const res = await patch(
        u.token,
        id,
        { ...locationStep, street_and_number: 'Knez Mihailova', latitude: undefined },
        lang,
      );
      expect(res.status).toBe(422);
      expect(res.body.errors).toEqual({ street_and_number: [street], latitude: [required] });
      const unchanged = await api('GET', `/api/panel/ads/${id}`, { token: u.token });
      expect(unchanged.body.data.street_and_number).toBeNull();
    },
  );

  it.each([
    [
      'sr',
      'Greška u podacima',
      'Popunite bar jedno od ovih polja',
      'Izaberite bar jednu oznaku',
      'Morate prihvatiti uslove',
    ],
    [
      'en',
      'Validation Error',
      'Fill in at least one of these fields',
      'Choose at least one tag',
      'You must agree to the terms',
    ],
  ] as const)(
    'info, tags and terms refuse what their schema refuses, in %s',
    async (lang, message, fillOne, tags, terms) => {
      const u = await registerUser();
      const r = await refs('apartment');
      const id = await createListing(u.token);
      const info = await patch(u.token, id, { ...infoStep(r), name: { sr: '', en: ' ' } }, lang);
      expect(info.status).toBe(422);
      expect(info.body.message).toBe(message);
      expect(info.body.errors).toEqual({ name: [fillOne] });
      expect((await patch(u.token, id, { step: 'tags', tag_ids: [] }, lang)).body.errors).toEqual({
        tag_ids: [tags],
      });
      expect(
        (await patch(u.token, id, { step: 'terms', terms_accepted: false }, lang)).body.errors,
      ).toEqual({
        terms_accepted: [terms],
      });
    },
  );

  it.each([
    [
      'sr',
      'Vrednost mora biti najmanje 1',
      'Obavezno polje',
      'Vrednost nije ispravna',
      'Unesite vreme u obliku ČČ:MM',
    ],
    [
      'en',
      'The value must be at least 1',
      'This field is required',
      'The value is not valid',
      'Enter a time as HH:MM',
    ],
  ] as const)(
    'property, pricing and reservation: numbers, enums and times, in %s',
    async (lang, min, required, invalid, time) => {
      const u = await registerUser();
      const id = await createListing(u.token);
      const property = await patch(
        u.token,
        id,
        { ...propertyStep, max_guests: 0, parking: { availability: 'paid' } },
        lang,
      );
      expect(property.body.errors).toEqual({
        max_guests: [min],
        'parking.price': [required],
        'parking.price_type': [required],
      });
      const pricing = await patch(
        u.token,
        id,
        { ...pricingStep, currency: 'USD', base_price: 12.5 },
        lang,
      );
      expect(pricing.body.errors).toEqual({ currency: [invalid], base_price: [invalid] });
      const reservation = await patch(
        u.token,
        id,
        { ...reservationStep, check_in_from: '25:00' },
        lang,
      );
      expect(reservation.body.errors).toEqual({ check_in_from: [time] });
      const noStep = await patch(u.token, id, { name: { sr: 'x', en: 'x' } }, lang);
      expect(noStep.status).toBe(422);
      expect(Object.keys(noStep.body.errors)).toEqual(['step']);
      // Nothing of the refused bodies was stored.
      const got = await api('GET', `/api/panel/ads/${id}`, { token: u.token });
      expect([
        got.body.data.max_guests,
        got.body.data.base_price,
        got.body.data.check_in_from,
      ]).toEqual([null, null, null]);
    },
  );

  it('a step that does not apply to the category is a 422 in both languages', async () => {
    const u = await registerUser();
    const id = await createListing(u.token, 'restaurant');
    const en = await patch(u.token, id, pricingStep, 'en');
    expect(en.status).toBe(422);
    expect(en.body.errors).toEqual({ step: ['This step does not apply to this category'] });
    const sr = await patch(u.token, id, propertyStep, 'sr');
    expect(sr.body.errors).toEqual({ step: ['Ovaj korak ne postoji za ovu kategoriju'] });
    const restaurant = await api('GET', `/api/panel/ads/${id}`, { token: u.token });
    expect(restaurant.body.data.first_incomplete_step).toBe('info');
  });
});
