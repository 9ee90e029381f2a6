import type { APIRequestContext } from '@playwright/test';
import sharp from 'sharp';
import { makeHostReady } from './users';

/** A real JPEG a person could upload: a gradient, made here so nothing is downloaded. */
export async function photoFile(path: string, hue: number): Promise<string> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue},70%,60%)"/><stop offset="1" stop-color="hsl(${hue + 80},60%,35%)"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/></svg>`;
  await sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toFile(path);
  return path;
}

type Json = Record<string, unknown>;

async function call(request: APIRequestContext, token: string, method: string, path: string, data?: Json) {
  const response = await request.fetch(path, {
    method,
    headers: { Authorization: `Bearer ${token}`, 'App-Language': 'sr' },
    ...(data ? { data } : {}),
  });
  if (response.status() >= 300) throw new Error(`${method} ${path}: ${response.status()} ${await response.text()}`);
  return response.status() === 204 ? null : ((await response.json()) as { data: Json });
}

/** A complete apartment submitted for review, built through the same API the panel uses. */
export type ApartmentOptions = {
  city?: string;
  name?: string;
  bookingMode?: 'instant' | 'inquiry';
  /** More photos after the first, uploaded in this order (a gallery to page through). */
  extraPhotos?: string[];
  /** The host collects the tourist tax (docs/rules/tourist-tax.md). */
  collectsTouristTax?: boolean;
};

export async function submittedApartment(
  request: APIRequestContext,
  token: string,
  photo: string,
  options: ApartmentOptions = {},
) {
  const city = options.city ?? 'Beograd';
  const name = options.name ?? 'Stan kod Kalemegdana';
  const categories = (await call(request, token, 'GET', '/api/panel/ads/categories'))!.data as unknown as { id: number; const: string }[];
  const apartment = categories.find((c) => c.const === 'apartment')!;
  const subcategories = (await call(request, token, 'GET', `/api/panel/ads/subcategories/category/${apartment.id}`))!.data as unknown as { id: number }[];
  const tags = (await call(request, token, 'GET', `/api/panel/ads/tags/category/${apartment.id}`))!.data as unknown as { id: number }[];
  const listing = (await call(request, token, 'POST', '/api/panel/ads', { category: 'apartment' }))!.data as { id: number };
  const id = listing.id;
  const steps: Json[] = [
    { step: 'info', name: { sr: name, en: name }, description: { sr: 'Svetao stan sa pogledom na park.', en: 'A bright flat facing the park.' }, subcategory_id: subcategories[0]!.id },
    { step: 'property', max_guests: 4, area_m2: 60, bedrooms: 2, bathrooms: 1, rooms: [{ beds: [{ type: 'double', count: 1 }] }], parking: { availability: 'free', options: ['street'] } },
    { step: 'location', country: 'RS', city, street_and_number: 'Uzun Mirkova 5', latitude: 44.8186, longitude: 20.4532 },
    { step: 'tags', tag_ids: [tags[0]!.id, tags[1]!.id] },
    { step: 'pricing', currency: 'EUR', base_price: 5000, weekend_price: 6000 },
    { step: 'reservation', booking_mode: options.bookingMode ?? 'instant', min_stay: 2, check_in_from: '14:00', check_in_to: '20:00', check_out_until: '11:00', collects_tourist_tax: options.collectsTouristTax ?? false },
    { step: 'terms', terms_accepted: true },
  ];
  for (const step of steps) await call(request, token, 'PATCH', `/api/panel/ads/${id}`, step);
  for (const file of [photo, ...(options.extraPhotos ?? [])]) {
    const upload = await request.post(`/api/panel/ads/${id}/photos`, {
      headers: { Authorization: `Bearer ${token}` },
      multipart: { photo: { name: 'soba.jpg', mimeType: 'image/jpeg', buffer: await sharp(file).toBuffer() } },
    });
    if (upload.status() !== 201) throw new Error(`photo: ${upload.status()} ${await upload.text()}`);
  }
  // Only a ready host's listing goes live (issue #26 item 6).
  await makeHostReady(request, token);
  await call(request, token, 'POST', `/api/panel/ads/${id}/submit`);
  return id;
}

export async function adminToken(request: APIRequestContext): Promise<string> {
  const login = await request.post('/api/login', {
    data: { email: process.env.E2E_ADMIN_EMAIL ?? 'operater@e2e.gazda.test', password: 'operater-e2e-1' },
  });
  if (login.status() !== 200) throw new Error(`admin login: ${login.status()}`);
  return ((await login.json()) as { token: string }).token;
}

/** A listing the operator has approved: live on the public site. */
export async function listedApartment(
  request: APIRequestContext,
  token: string,
  photo: string,
  options: ApartmentOptions = {},
) {
  const id = await submittedApartment(request, token, photo, options);
  const admin = await adminToken(request);
  const approved = await request.post(`/api/admin/ads/${id}/approve`, { headers: { Authorization: `Bearer ${admin}` } });
  if (approved.status() !== 200) throw new Error(`approve: ${approved.status()} ${await approved.text()}`);
  return id;
}
