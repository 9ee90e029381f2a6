import { randomUUID } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';

export function uniqueEmail(prefix = 'gost'): string {
  return `${prefix}-${randomUUID().slice(0, 8)}@e2e.gazda.test`;
}

export const PASSWORD = 'lozinka-123';

/** A person registered through the API (the panel's own registration is its own journey). */
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
  if (response.status() !== 201) throw new Error(`register: ${response.status()} ${await response.text()}`);
  const body = (await response.json()) as { token: string; user: { id: number } };
  return { email, password: PASSWORD, token: body.token, userId: body.user.id };
}
