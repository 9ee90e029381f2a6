import { describe, expect, it } from 'vitest';
import { api, registerUser, testApp } from '../helpers/test-app';
import {
  createListing,
  infoStep,
  locationStep,
  patch,
  pricingStep,
  propertyStep,
  refs,
} from './fixtures';

async function activity(listingId: number) {
  const { db } = await testApp();
  return db
    .selectFrom('activity_log')
    .select(['field', 'kind', 'from_value', 'to_value', 'actor_id', 'entity'])
    .where('listing_id', '=', listingId)
    .orderBy('id')
    .execute();
}

describe('[LISTINGS] rules beyond the step schemas', () => {
  it('subcategory and tags must be of the listing’s category; the country must exist', async () => {
    const u = await registerUser();
    const apartment = await refs('apartment');
    const restaurant = await refs('restaurant');
    const id = await createListing(u.token);
    const sub = await patch(
      u.token,
      id,
      { ...infoStep(apartment), subcategory_id: restaurant.subcategoryId },
      'en',
    );
    expect(sub.status).toBe(422);
    expect(sub.body.errors).toEqual({ subcategory_id: ['Choose a type from this category'] });
    const tags = await patch(
      u.token,
      id,
      { step: 'tags', tag_ids: [apartment.tagIds[0], restaurant.tagIds[0]] },
      'sr',
    );
    expect(tags.body.errors).toEqual({ tag_ids: ['Izaberite opremu ove kategorije'] });
    const country = await patch(u.token, id, { ...locationStep, country: 'QQ' }, 'en');
    expect(country.body.errors).toEqual({ country: ['Choose a country from the list'] });
    expect((await patch(u.token, id, { ...locationStep, country: 'XK' })).status).toBe(200);
  });

  it.each([
    [
      'en',
      'An extra guest price needs room for at least 2 guests (set the maximum number of guests first)',
    ],
    [
      'sr',
      'Cena za dodatnog gosta moguća je samo za smeštaj za bar 2 gosta (prvo unesite najveći broj gostiju)',
    ],
  ] as const)(
    'extra guest price only with room for 2 or more guests (%s)',
    async (lang, message) => {
      const u = await registerUser();
      const id = await createListing(u.token);
      // No property step yet: the capacity is unknown.
      const unknown = await patch(u.token, id, pricingStep, lang);
      expect(unknown.status).toBe(422);
      expect(unknown.body.errors).toEqual({ extra_guest_price: [message] });
      await patch(u.token, id, { ...propertyStep, max_guests: 1 });
      expect((await patch(u.token, id, pricingStep, lang)).body.errors).toEqual({
        extra_guest_price: [message],
      });
      const without = await patch(
        u.token,
        id,
        { ...pricingStep, extra_guest_price: null, extra_guest_threshold: null },
        lang,
      );
      expect(without.status).toBe(200);
    },
  );

  it('the included guests must be fewer than the maximum, and are required with an extra price', async () => {
    const u = await registerUser();
    const id = await createListing(u.token);
    await patch(u.token, id, propertyStep);
    const high = await patch(u.token, id, { ...pricingStep, extra_guest_threshold: 4 }, 'en');
    expect(high.body.errors).toEqual({
      extra_guest_threshold: [
        'The number of guests included in the price must be lower than the maximum number of guests',
      ],
    });
    const missing = await patch(u.token, id, { ...pricingStep, extra_guest_threshold: null }, 'sr');
    expect(missing.body.errors).toEqual({ extra_guest_threshold: ['Obavezno polje'] });
    expect((await patch(u.token, id, { ...pricingStep, extra_guest_threshold: 3 })).status).toBe(
      200,
    );
  });

  it('lowering max guests lowers the threshold to max - 1, and clears extra pricing at 1 guest; both logged', async () => {
    const u = await registerUser();
    const id = await createListing(u.token);
    await patch(u.token, id, { ...propertyStep, max_guests: 6 });
    await patch(u.token, id, { ...pricingStep, extra_guest_threshold: 4 });

    const three = await patch(u.token, id, { ...propertyStep, max_guests: 3 });
    expect(three.body.data).toMatchObject({
      max_guests: 3,
      extra_guest_threshold: 2,
      extra_guest_price: 1000,
    });
    // Raising it again changes nothing else.
    const five = await patch(u.token, id, { ...propertyStep, max_guests: 5 });
    expect(five.body.data).toMatchObject({ max_guests: 5, extra_guest_threshold: 2 });
    const one = await patch(u.token, id, { ...propertyStep, max_guests: 1 });
    expect(one.body.data).toMatchObject({
      max_guests: 1,
      extra_guest_threshold: null,
      extra_guest_price: null,
    });

    const entries = (await activity(id)).map((e) => [e.field, e.from_value, e.to_value]);
    expect(entries).toEqual(
      expect.arrayContaining([
        ['max_guests', 6, 3],
        ['extra_guest_threshold', 4, 2],
        ['max_guests', 5, 1],
        ['extra_guest_threshold', 2, null],
        ['extra_guest_price', 1000, null],
      ]),
    );
  });

  it('every saved change is logged per field with from and to, by the owner, on the listing', async () => {
    const u = await registerUser();
    const r = await refs('apartment');
    const id = await createListing(u.token);
    await patch(u.token, id, infoStep(r));
    await patch(u.token, id, { ...infoStep(r), name: { sr: 'Novi naziv', en: 'Dorćol flat' } });
    await patch(u.token, id, { step: 'tags', tag_ids: [r.tagIds[0]] });
    await patch(u.token, id, { step: 'tags', tag_ids: [r.tagIds[0], r.tagIds[2]] });
    const entries = await activity(id);
    expect(entries[0]).toMatchObject({
      entity: 'listing',
      kind: 'created',
      field: null,
      to_value: { category: 'apartment' },
    });
    expect(entries.every((e) => e.actor_id === u.id)).toBe(true);
    const changes = entries.slice(1).map((e) => [e.field, e.from_value, e.to_value]);
    expect(changes).toEqual([
      ['name.sr', '', 'Stan na Dorćolu'],
      ['name.en', '', 'Dorćol flat'],
      ['description.sr', '', 'Svetao stan blizu Dunava.'],
      ['description.en', '', 'A bright flat near the Danube.'],
      ['subcategory_id', null, r.subcategoryId],
      ['name.sr', 'Stan na Dorćolu', 'Novi naziv'],
      ['tag_ids', [], [r.tagIds[0]]],
      ['tag_ids', [r.tagIds[0]], [r.tagIds[0], r.tagIds[2]]],
    ]);

    const page = await api('GET', `/api/panel/ads/${id}/activity?per_page=2`, { token: u.token });
    expect(page.status).toBe(200);
    expect(page.body.meta).toEqual({ page: 1, per_page: 2, total: 9 });
    expect(page.body.data[0]).toMatchObject({
      entity: 'listing',
      field: 'tag_ids',
      kind: 'changed',
      from: [r.tagIds[0]],
      to: [r.tagIds[0], r.tagIds[2]],
      actor: { id: u.id, first_name: 'Petar', last_name: 'Petrović' },
    });
  });
});
