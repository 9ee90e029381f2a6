import { SOCIAL_PROVIDERS, socialProvidersResponseSchema } from '@gazda/contracts/social-login';
import { describe, expect, it } from 'vitest';
import { providersAnswer } from './get-providers';

// get-providers.ts checks the answer without zod so that /login loads none: it must not drift.
describe('the providers answer without zod', () => {
  it('accepts and refuses what the contract’s schema does', () => {
    const answers: unknown[] = [
      { data: [] },
      { data: [{ provider: 'google', client_id: 'g' }] },
      { data: SOCIAL_PROVIDERS.map((provider) => ({ provider, client_id: '' })) },
      { data: [{ provider: 'google', client_id: 'g', extra: 1 }], more: true },
      { data: [{ provider: 'facebook', client_id: 'f' }] },
      { data: [{ provider: 'toString', client_id: 'x' }] },
      { data: [{ provider: 'apple', client_id: 7 }] },
      { data: [{ provider: 'apple' }] },
      { data: [null] },
      { data: {} },
      {},
      null,
      'text',
    ];
    for (const answer of answers) {
      const expected = socialProvidersResponseSchema.safeParse(answer);
      if (expected.success) expect(providersAnswer.parse(answer)).toEqual(expected.data);
      else expect(() => providersAnswer.parse(answer)).toThrow(TypeError);
    }
  });
});
