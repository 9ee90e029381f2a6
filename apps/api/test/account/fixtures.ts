import sharp from 'sharp';
import { registerUser, testApp, type TestUser } from '../helpers/test-app';

/** Test data of issue #6 (government ID, account deletion). */

/** A fresh user with the role Admin. */
export async function registerAdmin(): Promise<TestUser> {
  const admin = await registerUser({ first_name: 'Operater' });
  const { db } = await testApp();
  await db
    .updateTable('users')
    .set({ roles: ['Admin'] })
    .where('id', '=', admin.id)
    .execute();
  return admin;
}

/** A photo-like JPEG carrying EXIF (an author and GPS position), as a phone writes one. */
export function jpegWithExif(width = 1200, height = 800): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#2255aa' } })
    .withExif({
      IFD0: { Artist: 'Secret Owner', Copyright: 'Secret Owner' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '44/1 48/1 0/1' },
    })
    .jpeg()
    .toBuffer();
}

export function png(width = 900, height = 600): Promise<Buffer> {
  return sharp({
    create: { width, height, channels: 4, background: { r: 200, g: 40, b: 40, alpha: 0.6 } },
  })
    .png()
    .toBuffer();
}

export type Part = { field: string; bytes: Buffer; filename?: string; type?: string };

/** POST /api/government-id as multipart, over real HTTP. */
export async function uploadId(token: string | null, parts: Part[], lang: 'sr' | 'en' = 'en') {
  const { baseUrl } = await testApp();
  const form = new FormData();
  for (const part of parts) {
    const blob = new Blob([new Uint8Array(part.bytes)], { type: part.type ?? 'image/jpeg' });
    form.append(part.field, blob, part.filename ?? `${part.field}.jpg`);
  }
  const headers: Record<string, string> = { 'app-language': lang };
  if (token) headers.authorization = `Bearer ${token}`;
  const response = await fetch(`${baseUrl}/api/government-id`, {
    method: 'POST',
    headers,
    body: form,
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null, text };
}

/** GET a picture URL (as the API gave it) with a token; the bytes and the headers. */
export async function getPicture(url: string, token: string | null) {
  const { baseUrl } = await testApp();
  const headers: Record<string, string> = {};
  if (token) headers.authorization = `Bearer ${token}`;
  const response = await fetch(`${baseUrl}${url}`, { headers });
  return {
    status: response.status,
    headers: response.headers,
    bytes: Buffer.from(await response.arrayBuffer()),
  };
}

/** Both sides uploaded by a fresh user: the user and the answer's data. */
export async function userWithId(lang: 'sr' | 'en' = 'en') {
  const user = await registerUser({ lang });
  const answer = await uploadId(user.token, [
    { field: 'front', bytes: await jpegWithExif() },
    { field: 'back', bytes: await png() },
  ]);
  if (answer.status !== 200) throw new Error(`upload failed: ${answer.status} ${answer.text}`);
  return { user, data: answer.body.data };
}
