import { describe, expect, it } from 'vitest';
import { api, registerUser } from '../helpers/test-app';
import { completeListing, createListing, createTitledDraft, refs } from './fixtures';

describe('[LISTINGS] reference data', () => {
  it('countries: Serbia and its neighbours first, then the rest alphabetically, in sr and en', async () => {
    const sr = await api('GET', '/api/countries', { lang: 'sr' });
    expect(sr.status).toBe(200);
    const codes = sr.body.data.map((c: { code: string }) => c.code);
    expect(codes.slice(0, 10)).toEqual([
      'RS',
      'ME',
      'BA',
      'HR',
      'HU',
      'RO',
      'BG',
      'MK',
      'AL',
      'XK',
    ]);
    expect(sr.body.data[0]).toEqual({ code: 'RS', name: 'Srbija' });
    expect(codes.length).toBeGreaterThan(190);
    for (const europe of [
      'DE',
      'FR',
      'IT',
      'AT',
      'SI',
      'GR',
      'GB',
      'UA',
      'IS',
      'MT',
      'VA',
      'US',
      'CN',
    ])
      expect(codes).toContain(europe);
    const srNames = sr.body.data.slice(10).map((c: { name: string }) => c.name);
    expect(srNames).toEqual([...srNames].sort(new Intl.Collator('sr-Latn').compare));
    expect(srNames).toContain('Nemačka');

    const en = await api('GET', '/api/countries', { lang: 'en' });
    expect(en.body.data.slice(0, 3)).toEqual([
      { code: 'RS', name: 'Serbia' },
      { code: 'ME', name: 'Montenegro' },
      { code: 'BA', name: 'Bosnia and Herzegovina' },
    ]);
    const enNames = en.body.data.slice(10).map((c: { name: string }) => c.name);
    expect(enNames).toEqual([...enNames].sort(new Intl.Collator('en').compare));
  });

  it('categories in both languages, with listed counts or, with_user_count, the caller’s own', async () => {
    const sr = await api('GET', '/api/panel/ads/categories', { lang: 'sr' });
    expect(sr.status).toBe(200);
    expect(
      sr.body.data.map((c: { const: string; name: string; icon: string }) => [
        c.const,
        c.name,
        c.icon,
      ]),
    ).toEqual([
      ['apartment', 'Smeštaj', 'building'],
      ['attraction', 'Atrakcije', 'ticket'],
      ['restaurant', 'Restorani', 'tools-kitchen'],
    ]);
    const en = await api('GET', '/api/panel/ads/categories', { lang: 'en' });
    expect(en.body.data.map((c: { name: string }) => c.name)).toEqual([
      'Accommodation',
      'Attractions',
      'Restaurants',
    ]);

    const u = await registerUser();
    await createTitledDraft(u.token, 'apartment');
    await createTitledDraft(u.token, 'apartment');
    await createListing(u.token, 'apartment'); // untouched: not counted (issue #26 item 5)
    await completeListing(u.token, 'restaurant');
    for (const flag of ['1', 'true']) {
      const own = await api('GET', `/api/panel/ads/categories?with_user_count=${flag}`, {
        token: u.token,
      });
      expect(own.body.data.map((c: { ads_count: number }) => c.ads_count)).toEqual([2, 0, 1]);
    }
    // Without the option: listed listings of everybody (drafts do not count).
    const before = (await api('GET', '/api/panel/ads/categories', { token: u.token })).body.data;
    expect(before.every((c: { ads_count: number }) => Number.isInteger(c.ads_count))).toBe(true);
    expect((await api('GET', '/api/panel/ads/categories?with_user_count=1')).status).toBe(401);
  });

  it('one category by const; unknown const is 404', async () => {
    const res = await api('GET', '/api/panel/ads/categories/const/restaurant', { lang: 'en' });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ const: 'restaurant', name: 'Restaurants' });
    const u = await registerUser();
    await createTitledDraft(u.token, 'restaurant');
    const own = await api('GET', '/api/panel/ads/categories/const/restaurant?with_user_count=1', {
      token: u.token,
    });
    expect(own.body.data.ads_count).toBe(1);
    const missing = await api('GET', '/api/panel/ads/categories/const/castle', { lang: 'en' });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('Not found');
  });

  it('tags and subcategories of a category, per language; 404 for an unknown category', async () => {
    const apartment = await refs('apartment');
    const tagsSr = await api('GET', `/api/panel/ads/tags/category/${apartment.categoryId}`, {
      lang: 'sr',
    });
    expect(tagsSr.status).toBe(200);
    const names = tagsSr.body.data.map((t: { name: string }) => t.name);
    expect(names.length).toBeGreaterThanOrEqual(12);
    expect(names).toEqual(
      expect.arrayContaining(['Wi-Fi', 'Klima', 'Parking', 'Kuhinja', 'Veš mašina', 'Lift']),
    );
    expect(tagsSr.body.data[0]).toEqual({ id: expect.any(Number), name: 'Wi-Fi', icon: 'wifi' });
    const tagsEn = await api('GET', `/api/panel/ads/tags/category/${apartment.categoryId}`, {
      lang: 'en',
    });
    expect(tagsEn.body.data.map((t: { name: string }) => t.name)).toEqual(
      expect.arrayContaining(['Air conditioning', 'Washing machine', 'Elevator', 'Pets allowed']),
    );

    const restaurant = await refs('restaurant');
    const restaurantTags = await api(
      'GET',
      `/api/panel/ads/tags/category/${restaurant.categoryId}`,
      { lang: 'en' },
    );
    expect(restaurantTags.body.data.map((t: { name: string }) => t.name)).toContain('Live music');

    const subs = await api('GET', `/api/panel/ads/subcategories/category/${apartment.categoryId}`, {
      lang: 'sr',
    });
    expect(subs.body.data.map((s: { name: string }) => s.name).slice(0, 6)).toEqual([
      'Apartman',
      'Studio',
      'Kuća',
      'Vikendica',
      'Vila',
      'Soba',
    ]);
    const subsEn = await api(
      'GET',
      `/api/panel/ads/subcategories/category/${apartment.categoryId}`,
      { lang: 'en' },
    );
    expect(subsEn.body.data[0]).toEqual({ id: expect.any(Number), name: 'Apartment', icon: null });

    for (const path of ['tags', 'subcategories']) {
      expect((await api('GET', `/api/panel/ads/${path}/category/999999`)).status).toBe(404);
      expect((await api('GET', `/api/panel/ads/${path}/category/abc`)).status).toBe(404);
    }
  });
});
