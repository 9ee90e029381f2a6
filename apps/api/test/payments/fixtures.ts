import { paymentsPaths } from '@gazda/contracts/paths';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { registerAdmin } from '../listings/fixtures';
import { api, testApp, type TestUser } from '../helpers/test-app';
import { as, expectStatus } from '../helpers/calendar-fixtures';
import { book, guest, instantHost, stay } from '../bookings/fixtures';

/** Payments test data: a booked stay (EUR by default, the worked example) and its people. */

/** A valid domestic account (control digits 09), not the fixtures' default. */
export const HOST_ACCOUNT = '160510000001234509';

export async function bookedStay(
  overrides: Parameters<typeof instantHost>[0] = {},
  body: object = stay,
) {
  const host = await instantHost(overrides);
  const g = await guest();
  const made = expectStatus(await book(g, host.listingId, body), 201);
  return { host, guest: g, id: made.body.data.id as number, reservation: made.body.data };
}

/** The host's payout method is a domestic account the banks accept. */
export async function giveHostAccount(hostId: number, fullName = 'Marko Marković') {
  const { db } = await testApp();
  await db
    .updateTable('payout_methods')
    .set({ account_number: HOST_ACCOUNT, full_name: fullName })
    .where('user_id', '=', hostId)
    .where('type', '=', 'domestic')
    .execute();
}

export async function setRate(admin: TestUser, date: string, eurRsd: string | number) {
  return as(admin, 'PUT', paymentsPaths.exchangeRates, { date, eur_rsd: eurRsd });
}

export function payment(user: TestUser, id: number) {
  return as(user, 'GET', paymentsPaths.tripPayment(id));
}

export function recordPayment(admin: TestUser, id: number, body: object, lang?: 'sr') {
  const path = paymentsPaths.adminPayments(id);
  return lang ? asLang(admin, 'POST', path, body, lang) : as(admin, 'POST', path, body);
}

function asLang(user: TestUser, method: string, path: string, body: object, lang: 'sr') {
  return api(method, path, { token: user.token, body, lang });
}

/** The PNG read back by jsQR, an independent decoder; its bytes as UTF-8. */
export function decodeQr(png: Buffer): string | null {
  const image = PNG.sync.read(png);
  const code = jsQR(new Uint8ClampedArray(image.data), image.width, image.height);
  return code ? Buffer.from(code.binaryData).toString('utf8') : null;
}

export async function qrOf(user: TestUser, id: number, part?: 'rest') {
  const { baseUrl } = await testApp();
  const query = part ? `?part=${part}` : '';
  return fetch(`${baseUrl}${paymentsPaths.tripPaymentQr(id)}${query}`, {
    headers: { authorization: `Bearer ${user.token}` },
  });
}

export { as, expectStatus, registerAdmin };
