import { describe, expect, it } from 'vitest';
import { book, guest, instantHost } from './bookings/fixtures';
import { mailsTo } from './helpers/outbox';
import { api, registerUser, testApp } from './helpers/test-app';

describe('[ACCOUNT] update-settings', () => {
  it('changes the language and notifications, answers the user and logs each change', async () => {
    const u = await registerUser({ lang: 'sr' });
    const res = await api('POST', '/api/user-settings/update-settings', {
      token: u.token,
      body: { lang: 'en', notifications: false },
    });
    expect(res.status).toBe(200);
    expect(res.body.data.settings).toEqual({
      lang: 'en',
      notifications: false,
      mails: {
        new_bookings: true,
        trip_updates: true,
        booking_changes: true,
        reminders: true,
        messages: true,
      },
    });
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

describe('[ACCOUNT] which mails arrive (notifications tab)', () => {
  it('a category turned off is saved, logged, and that mail is no longer sent', async () => {
    const host = await instantHost();
    const res = await api('POST', '/api/user-settings/update-settings', {
      token: host.token,
      body: { mails: { new_bookings: false } },
      lang: 'sr',
    });
    expect(res.status).toBe(200);
    expect(res.body.data.settings.mails).toEqual({
      new_bookings: false,
      trip_updates: true,
      booking_changes: true,
      reminders: true,
      messages: true,
    });
    const { db } = await testApp();
    const logged = await db
      .selectFrom('activity_log')
      .select(['field', 'from_value', 'to_value'])
      .where('user_id', '=', host.id)
      .where('field', 'like', 'mails.%')
      .execute();
    expect(logged).toEqual([{ field: 'mails.new_bookings', from_value: true, to_value: false }]);

    // A guest books: the guest's own mail goes, the host's "new reservation" does not.
    const g = await guest();
    const booked = await book(g, host.listingId);
    expect(booked.status).toBe(201);
    await (await testApp()).app.deps.tasks.idle();
    const code: string = booked.body.data.code;
    const toGuest = await mailsTo(g.email);
    expect(toGuest.some((m) => m.text.includes(code))).toBe(true);
    const toHost = await mailsTo(host.email);
    expect(toHost.some((m) => m.text.includes(code))).toBe(false);
  });

  it('an unknown category or a non-boolean is a 422 and changes nothing', async () => {
    const u = await registerUser();
    for (const mails of [{ newsletter: false }, { reminders: 'no' }]) {
      const res = await api('POST', '/api/user-settings/update-settings', {
        token: u.token,
        body: { mails },
        lang: 'en',
      });
      expect(res.status, JSON.stringify(mails)).toBe(422);
    }
    const me = await api('GET', '/api/me', { token: u.token });
    expect(Object.values(me.body.data.settings.mails)).toEqual([true, true, true, true, true]);
  });
});
