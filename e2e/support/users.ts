import { randomUUID } from 'node:crypto';
import type { Locale } from '@gazda/i18n/locales';
import type { APIRequestContext } from '@playwright/test';
import { latestMailTo, linkIn } from './outbox';

export function uniqueEmail(prefix = 'gost'): string {
  return `${prefix}-${randomUUID().slice(0, 8)}@e2e.gazda.test`;
}

export const PASSWORD = 'planina-i-reka-7';

/**
 * A person registered through the API as a person does it (the panel's own registration is its own
 * journey): register answers 202 with no token, and the link mailed to the address verifies it and
 * logs in. The person's e-mail is verified.
 */
export async function registerByApi(request: APIRequestContext, lang: Locale = 'sr') {
  const email = uniqueEmail();
  const response = await request.post('/api/register', {
    headers: { 'App-Language': lang },
    data: {
      first_name: 'Milica',
      last_name: 'Jovanović',
      email,
      password: PASSWORD,
      password_confirmation: PASSWORD,
      lang,
    },
  });
  if (response.status() !== 202) throw new Error(`register: ${response.status()} ${await response.text()}`);
  const link = new URL(linkIn(await latestMailTo(email), '/email/verify/'));
  const verified = await request.get(`/api${link.pathname}${link.search}`);
  if (verified.status() !== 200) throw new Error(`verify: ${verified.status()} ${await verified.text()}`);
  const body = (await verified.json()) as { token: string; data: { id: number } };
  return { email, password: PASSWORD, token: body.token, userId: body.data.id };
}

/**
 * Makes the token's person a host guests can book (issue #26 item 6: a verified e-mail, a phone and
 * a payout method), through the account and payout screens' API; each is added only when missing.
 */
export async function makeHostReady(request: APIRequestContext, token: string) {
  const headers = { Authorization: `Bearer ${token}`, 'App-Language': 'sr' };
  const me = await request.get('/api/me', { headers });
  if (me.status() !== 200) throw new Error(`me: ${me.status()} ${await me.text()}`);
  const user = ((await me.json()) as { data: Record<string, unknown> }).data;
  if (!user.phone) {
    const saved = await request.put('/api/user-settings/account', {
      headers,
      data: {
        first_name: user.first_name,
        last_name: user.last_name,
        email: user.email,
        phone: '+381641234567',
        account_type: user.account_type,
      },
    });
    if (saved.status() !== 200) throw new Error(`phone: ${saved.status()} ${await saved.text()}`);
  }
  if (user.payoutsCount === 0) {
    const payout = await request.post('/api/user-settings/payouts', {
      headers,
      data: { type: 'domestic', account_number: '260-56010016113-79' },
    });
    if (payout.status() !== 201)
      throw new Error(`payout: ${payout.status()} ${await payout.text()}`);
  }
}
