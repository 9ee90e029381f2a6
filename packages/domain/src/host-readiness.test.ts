import { describe, expect, it } from 'vitest';
import { hostReadiness, type HostFacts } from './host-readiness';

const ready: HostFacts = {
  email_verified_at: new Date('2026-11-01T10:00:00Z'),
  phone: '+381641234567',
  payoutsCount: 1,
};

describe('hostReadiness (issue #26 item 6: e-mail, phone and payout before a listing goes live)', () => {
  it.each<[string, Partial<HostFacts>, ReturnType<typeof hostReadiness>]>([
    ['a ready host (server row)', {}, []],
    ['a ready host (API answer)', { email_verified_at: '2026-11-01T10:00:00.000Z' }, []],
    ['two payout methods', { payoutsCount: 2 }, []],
    ['no verified e-mail', { email_verified_at: null }, ['email']],
    ['an empty verification date', { email_verified_at: '' }, ['email']],
    ['no phone', { phone: null }, ['phone']],
    ['a blank phone', { phone: '  ' }, ['phone']],
    ['no payout method', { payoutsCount: 0 }, ['payout']],
    ['phone and payout', { phone: null, payoutsCount: 0 }, ['phone', 'payout']],
    [
      'nothing (a new host)',
      { email_verified_at: null, phone: '', payoutsCount: 0 },
      ['email', 'phone', 'payout'],
    ],
  ])('%s → %j', (_, change, missing) => {
    expect(hostReadiness({ ...ready, ...change })).toEqual(missing);
  });
});
