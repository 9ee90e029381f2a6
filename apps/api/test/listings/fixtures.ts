import sharp from 'sharp';
import { makeHostReady } from '../helpers/calendar-fixtures';
import { api, registerUser, testApp, type TestUser } from '../helpers/test-app';

/** Helpers of the listing tests: reference ids, valid step bodies, images made by sharp. */

export type Refs = { categoryId: number; subcategoryId: number; tagIds: number[] };

const refsCache = new Map<string, Promise<Refs>>();

/** A category's id, its first subcategory and its first three tags, read from the database. */
export function refs(category: 'apartment' | 'attraction' | 'restaurant'): Promise<Refs> {
  let cached = refsCache.get(category);
  if (!cached) {
    cached = (async () => {
      const { db } = await testApp();
      const cat = await db
        .selectFrom('categories')
        .select('id')
        .where('const', '=', category)
        .executeTakeFirstOrThrow();
      const sub = await db
        .selectFrom('subcategories')
        .select('id')
        .where('category_id', '=', cat.id)
        .orderBy('position')
        .executeTakeFirstOrThrow();
      const tags = await db
        .selectFrom('tags')
        .select('id')
        .where('category_id', '=', cat.id)
        .orderBy('position')
        .limit(3)
        .execute();
      return { categoryId: cat.id, subcategoryId: sub.id, tagIds: tags.map((t) => t.id) };
    })();
    refsCache.set(category, cached);
  }
  return cached;
}

export function infoStep(r: Refs) {
  return {
    step: 'info',
    name: { sr: 'Stan na Dorćolu', en: 'Dorćol flat' },
    description: { sr: 'Svetao stan blizu Dunava.', en: 'A bright flat near the Danube.' },
    subcategory_id: r.subcategoryId,
  };
}

export const propertyStep = {
  step: 'property',
  max_guests: 4,
  area_m2: 55,
  bedrooms: 2,
  bathrooms: 1,
  rooms: [{ beds: [{ type: 'double', count: 1 }] }, { beds: [{ type: 'single', count: 2 }] }],
  parking: { availability: 'paid', price: 500, price_type: 'per_day', options: ['garage'] },
};

export const locationStep = {
  step: 'location',
  country: 'RS',
  city: 'Beograd',
  street_and_number: 'Knez Mihailova 34',
  floor: 3,
  suite_number: '12',
  latitude: 44.8176,
  longitude: 20.4569,
};

export const pricingStep = {
  step: 'pricing',
  currency: 'EUR',
  base_price: 5000,
  weekend_price: 6000,
  extra_guest_price: 1000,
  extra_guest_threshold: 2,
  weekly_discount_percent: 10,
  monthly_discount_percent: 25,
};

export const reservationStep = {
  step: 'reservation',
  booking_mode: 'instant',
  min_stay: 2,
  min_stay_by_weekday: { '6': 3 },
  weekend_min_stay: 2,
  check_in_from: '14:00',
  check_in_to: '22:00',
  check_out_until: '11:00',
};

export const termsStep = { step: 'terms', terms_accepted: true };

/** A draft of the token's user, who is made a ready host (makeHostReady) so it may be submitted. */
export async function createListing(token: string, category = 'apartment'): Promise<number> {
  const res = await api('POST', '/api/panel/ads', { token, body: { category } });
  if (res.status !== 201) throw new Error(`create failed: ${res.status} ${res.text}`);
  const { db } = await testApp();
  const row = await db
    .selectFrom('listings')
    .select('owner_id')
    .where('id', '=', res.body.data.id)
    .executeTakeFirstOrThrow();
  await makeHostReady(row.owner_id);
  return res.body.data.id;
}

/**
 * A draft whose first step is saved (a title): the owner's lists and counts show it, unlike an
 * untouched draft (db/sql-filters.ts touchedListingSql, issue #26 item 5).
 */
export async function createTitledDraft(
  token: string,
  category: 'apartment' | 'attraction' | 'restaurant' = 'apartment',
): Promise<number> {
  const id = await createListing(token, category);
  const res = await patch(token, id, infoStep(await refs(category)));
  if (res.status !== 200) throw new Error(`info: ${res.status} ${res.text}`);
  return id;
}

export async function patch(token: string, id: number, body: object, lang?: 'sr' | 'en') {
  return api('PATCH', `/api/panel/ads/${id}`, { token, body, lang });
}

/** Every step of the category filled in, one photo included; the listing stays a draft. */
export async function completeListing(
  token: string,
  category: 'apartment' | 'restaurant' | 'attraction' = 'apartment',
) {
  const r = await refs(category);
  const id = await createListing(token, category);
  const steps =
    category === 'apartment'
      ? [
          infoStep(r),
          propertyStep,
          locationStep,
          { step: 'tags', tag_ids: r.tagIds },
          pricingStep,
          reservationStep,
          termsStep,
        ]
      : [infoStep(r), locationStep, { step: 'tags', tag_ids: r.tagIds }, termsStep];
  for (const body of steps) {
    const res = await patch(token, id, body);
    if (res.status !== 200) throw new Error(`${JSON.stringify(body)}: ${res.status} ${res.text}`);
  }
  const photo = await upload(token, id, await jpeg(800, 600));
  if (photo.status !== 201) throw new Error(`photo: ${photo.status} ${photo.text}`);
  return id;
}

/** A fresh user with the role Admin. */
export async function registerAdmin(): Promise<TestUser> {
  const admin = await registerUser({ first_name: 'Ana', last_name: 'Operater' });
  const { db } = await testApp();
  await db
    .updateTable('users')
    .set({ roles: ['Admin'] })
    .where('id', '=', admin.id)
    .execute();
  return admin;
}

export function jpeg(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#3366aa' } })
    .jpeg()
    .toBuffer();
}

/** multipart/form-data with one file part, over real HTTP. */
export async function upload(
  token: string,
  id: number,
  bytes: Buffer,
  options: {
    filename?: string;
    type?: string;
    field?: string;
    lang?: 'sr' | 'en';
    /** Another upload route than the listing's photos (a message photo). */
    path?: string;
  } = {},
) {
  const { baseUrl } = await testApp();
  const form = new FormData();
  const blob = new Blob([new Uint8Array(bytes)], { type: options.type ?? 'image/jpeg' });
  form.append(options.field ?? 'photo', blob, options.filename ?? 'photo.jpg');
  const headers: Record<string, string> = { authorization: `Bearer ${token}` };
  if (options.lang) headers['app-language'] = options.lang;
  const response = await fetch(`${baseUrl}${options.path ?? `/api/panel/ads/${id}/photos`}`, {
    method: 'POST',
    headers,
    body: form,
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null, text };
}
