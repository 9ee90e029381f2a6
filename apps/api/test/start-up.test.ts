import { hostReadiness } from '@gazda/domain/host-readiness';
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, demoAccounts, seedDemo } from '../src/seed/index';
import { verifyPassword } from '../src/crypto/passwords';
import { ensureAdminAccount } from '../src/features/auth/admin-account';
import { findUserByEmail } from '../src/features/account/users-repository';
import { api, registerUnverified, testApp, uniqueEmail } from './helpers/test-app';

describe('[START] admin account from ADMIN_EMAIL / ADMIN_PASSWORD', () => {
  it('is created verified with the Admin role, then left alone', async () => {
    const { db } = await testApp();
    const admin = { email: uniqueEmail('admin'), password: 'admin-pass-1' };
    expect(await ensureAdminAccount(db, admin, new Date())).toBe('created');
    expect(await ensureAdminAccount(db, admin, new Date())).toBe('unchanged');
    const login = await api('POST', '/api/login', { body: admin });
    expect(login.status).toBe(200);
    expect(login.body.user.rolesAndPermissions.roles).toEqual(['Admin']);
    expect(login.body.user.email_verified_at).not.toBeNull();
  });

  it('an existing account gets the role and the configured password', async () => {
    const { db } = await testApp();
    const u = await registerUnverified();
    expect(
      await ensureAdminAccount(db, { email: u.email, password: 'configured-1' }, new Date()),
    ).toBe('updated');
    const row = await findUserByEmail(db, u.email);
    expect(row?.roles).toEqual(['Admin']);
    expect(await verifyPassword(row!.password_hash, 'configured-1')).toBe(true);
    expect(row?.email_verified_at).toBeInstanceOf(Date);
  });
});

describe('[START] demo data', () => {
  it('is created once per database; the demo logins work', async () => {
    const { db } = await testApp();
    await seedDemo(db, new Date());
    expect(await seedDemo(db, new Date())).toBe('already seeded');
    for (const account of demoAccounts) {
      const res = await api('POST', '/api/login', {
        body: { email: account.email, password: DEMO_PASSWORD },
      });
      expect(res.status, account.email).toBe(200);
      expect(res.body.user.email_verified_at).not.toBeNull();
      // The demo host is ready, so the demo listings are listed and bookable (issue #26 item 6).
      if (account.role === 'host') expect(hostReadiness(res.body.user)).toEqual([]);
    }
    const admin = await findUserByEmail(db, 'admin@gazda.test');
    expect(admin?.roles).toContain('Admin');
  });
});
