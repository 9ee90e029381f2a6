import { randomUUID } from 'node:crypto';
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
export async function registerByApi(request: APIRequestContext, lang: 'sr' | 'en' = 'sr') {
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
