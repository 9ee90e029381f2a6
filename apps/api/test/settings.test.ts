import { describe, expect, it } from 'vitest';
import { api, registerUser, testApp } from './helpers/test-app';

describe('[ACCOUNT] update-settings', () => {
  it('changes the language and notifications, answers the user and logs each change', async () => {
    const u = await registerUser({ lang: 'sr' });
    const res = await api('POST', '/api/user-settings/update-settings', {
      token: u.token,
      body: { lang: 'en', notifications: false },
    });
    expect(res.status).toBe(200);
    expect(res.body.data.settings).toEqual({ lang: 'en', notifications: false });
    expect((await api('GET', '/api/me', { token: u.token })).body.data.settings.lang).toBe('en');

    const { db } = await testApp();
    const entries = await db
      .selectFrom('activity_log')
      .selectAll()
      .where('user_id', '=', u.id)
      .orderBy('field')
      .execute();
    expect(entries.map((e) => [e.field, e.kind, e.from_value, e.to_value])).toEqual([
      ['lang', 'changed', 'sr', 'en'],
      ['notifications', 'changed', true, false],
    ]);
  });

  it('an unchanged value writes no entry; an unknown language is a 422', async () => {
    const u = await registerUser({ lang: 'sr' });
    expect(
      (
        await api('POST', '/api/user-settings/update-settings', {
          token: u.token,
          body: { lang: 'sr' },
        })
      ).status,
    ).toBe(200);
    const { db } = await testApp();
    expect(
      await db.selectFrom('activity_log').selectAll().where('user_id', '=', u.id).execute(),
    ).toEqual([]);

    const bad = await api('POST', '/api/user-settings/update-settings', {
      token: u.token,
      lang: 'en',
      body: { lang: 'de' },
    });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual({ lang: ['The value is not valid'] });
  });
});
