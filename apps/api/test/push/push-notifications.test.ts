import { pushPaths } from '@gazda/contracts/paths';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliverDuePushes } from '../../src/features/push/push-delivery';
import { answer, book, guest, inquire, instantHost, inquiryHost } from '../bookings/fixtures';
import { as, expectStatus } from '../helpers/calendar-fixtures';
import { api, registerUser, testApp, type TestUser } from '../helpers/test-app';
import { askedConversation, send } from '../messages/fixtures';
import { startPushService, type Device, type PushService } from './push-service';

/*
 * Push notifications end to end (issue #28 item 5): the server's Web Push requests reach a push
 * service on loopback that verifies their VAPID signature and decrypts them with the
 * subscription's own keys, as a browser's push service and the browser would.
 */

let service: PushService;
beforeAll(async () => {
  service = await startPushService();
});
afterAll(async () => {
  await service.close();
});

async function settled(): Promise<void> {
  await (await testApp()).app.deps.tasks.idle();
}

async function subscribe(user: TestUser, name: string): Promise<Device> {
  const device = service.device(name);
  expectStatus(
    await as(user, 'POST', pushPaths.subscriptions, {
      kind: 'web',
      endpoint: device.endpoint,
      keys: device.keys,
    }),
    201,
  );
  return device;
}

async function setLang(user: TestUser, lang: 'sr' | 'en', notifications = true) {
  expectStatus(
    await api('POST', '/api/user-settings/update-settings', {
      token: user.token,
      body: { lang, notifications },
    }),
    200,
  );
}

describe('[PUSH] subscriptions: POST, GET, DELETE /api/push-subscriptions', () => {
  it('adds a browser and an app token, idempotent on endpoint and token, lists and removes them', async () => {
    const user = await registerUser();
    const device = service.device('list');
    const body = { kind: 'web', endpoint: device.endpoint, keys: device.keys };
    const first = expectStatus(await as(user, 'POST', pushPaths.subscriptions, body), 201);
    const again = expectStatus(await as(user, 'POST', pushPaths.subscriptions, body), 201);
    expect(again.body.data.id).toBe(first.body.data.id);
    expect(first.body.data).toMatchObject({ kind: 'web', platform: '127.0.0.1' });
    const app = { kind: 'app', platform: 'android', token: `fcm-token-${user.id}-abcdefghijkl` };
    const token = expectStatus(await as(user, 'POST', pushPaths.subscriptions, app), 201);
    expectStatus(await as(user, 'POST', pushPaths.subscriptions, app), 201);
    expect(token.body.data).toMatchObject({ kind: 'app', platform: 'android', device: null });

    const list = expectStatus(await as(user, 'GET', pushPaths.subscriptions), 200);
    expect(list.body.data.map((s: { kind: string }) => s.kind)).toEqual(['web', 'app']);

    const other = await registerUser();
    expect((await as(other, 'DELETE', pushPaths.subscription(token.body.data.id))).status).toBe(
      404,
    );
    expect((await as(other, 'GET', pushPaths.subscriptions)).body.data).toEqual([]);
    expectStatus(await as(user, 'DELETE', pushPaths.subscription(token.body.data.id)), 204);
    expect((await as(user, 'DELETE', pushPaths.subscription(token.body.data.id))).status).toBe(404);
    expect((await as(user, 'GET', pushPaths.subscriptions)).body.data).toHaveLength(1);
  });

  it('refuses an endpoint that is not a browser push service, and bad keys, with 422', async () => {
    const user = await registerUser();
    const keys = service.device('refused').keys;
    const internal = await as(user, 'POST', pushPaths.subscriptions, {
      kind: 'web',
      endpoint: 'https://internal.example/admin',
      keys,
    });
    expect(internal.status).toBe(422);
    expect(internal.body.code).toBe('push_endpoint_refused');
    const bad = await as(user, 'POST', pushPaths.subscriptions, {
      kind: 'web',
      endpoint: 'https://fcm.googleapis.com/fcm/send/x',
      keys: { p256dh: 'not base64 !', auth: '' },
    });
    expect(bad.status).toBe(422);
    const platform = await as(user, 'POST', pushPaths.subscriptions, {
      kind: 'app',
      platform: 'windows',
      token: 'x',
    });
    expect(platform.status).toBe(422);
  });

  it('needs a login (401)', async () => {
    expect((await api('GET', pushPaths.subscriptions)).status).toBe(401);
  });
});

describe('[PUSH] what reaches the devices', () => {
  it('a new message reaches the other party, signed (VAPID) and encrypted (aes128gcm)', async () => {
    const host = await instantHost();
    await setLang(host, 'en');
    const device = await subscribe(host, 'host-message');
    const g = await guest();
    const conversationId = await askedConversation(g, host.listingId, 'Call me on 064 123 4567');
    await settled();

    expect(service.errors).toEqual([]);
    expect(device.received).toHaveLength(1);
    const push = device.received[0]!;
    const { config } = await testApp();
    expect(push.vapidKey).toBe(config.vapid!.publicKey);
    expect(push.jwt.aud).toBe(service.baseUrl);
    expect(push.jwt.sub).toBe(config.vapid!.subject);
    expect(push.jwt.exp * 1000).toBeGreaterThan(Date.now());
    expect(push.jwt.exp * 1000).toBeLessThanOrEqual(Date.now() + 24 * 3600_000);
    expect(push.headers.ttl).toBeDefined();
    expect(push.payload).toEqual({
      title: 'New message from Gost',
      body: expect.any(String),
      url: `/inbox/${conversationId}`,
      tag: `conversation-${conversationId}`,
    });
    // The words stay on the platform: a lock screen shows no contact details.
    expect(JSON.stringify(push.payload)).not.toContain('064');

    // The answer goes the other way, to the guest's devices, in Serbian.
    const guestDevice = await subscribe(g, 'guest-message');
    expectStatus(await send(host, conversationId, 'Yes, there is a crib.'), 201);
    await settled();
    expect(guestDevice.received.map((r) => r.payload)).toEqual([
      expect.objectContaining({ title: 'Nova poruka od: Petar', url: `/inbox/${conversationId}` }),
    ]);
    expect(device.received).toHaveLength(1);
  });

  it('a booking request reaches the host, the answer and the confirmation the guest', async () => {
    const host = await inquiryHost();
    await setLang(host, 'en');
    const hostDevice = await subscribe(host, 'host-inquiry');
    const g = await guest();
    await setLang(g, 'en');
    const guestDevice = await subscribe(g, 'guest-inquiry');
    const inquiry = expectStatus(await inquire(g, host.listingId), 201).body.data;
    await settled();
    expect(hostDevice.received.map((r) => r.payload)).toEqual([
      {
        title: 'New inquiry for your listing',
        body: expect.stringContaining(inquiry.code),
        url: `/inquiry/${inquiry.id}`,
        tag: `booking-${inquiry.code}`,
      },
    ]);
    expectStatus(await answer(host, inquiry.id, true), 200);
    await settled();
    expect(guestDevice.received.map((r) => r.payload)).toEqual([
      expect.objectContaining({
        title: 'The host answered: your dates are available',
        url: '/my-travel/inquiries',
      }),
    ]);

    const instant = await instantHost();
    const instantDevice = await subscribe(instant, 'host-instant');
    const reservation = expectStatus(await book(g, instant.listingId), 201).body.data;
    await settled();
    expect(guestDevice.received.at(-1)!.payload).toMatchObject({
      title: 'Your reservation is confirmed',
      url: '/my-travel/reservations',
    });
    expect(instantDevice.received.map((r) => r.payload)).toEqual([
      expect.objectContaining({
        title: 'Nova rezervacija za vaš oglas',
        url: `/reservations/${reservation.id}`,
      }),
    ]);
    expect(service.errors).toEqual([]);
  });

  it('with the switch off nothing is sent', async () => {
    const host = await instantHost();
    const device = await subscribe(host, 'switched-off');
    await setLang(host, 'en', false);
    const g = await guest();
    await askedConversation(g, host.listingId);
    expectStatus(await book(g, host.listingId), 201);
    await settled();
    expect(device.received).toEqual([]);
    const { db } = await testApp();
    const queued = await db
      .selectFrom('push_queue')
      .innerJoin('push_subscriptions', 'push_subscriptions.id', 'push_queue.subscription_id')
      .where('push_subscriptions.user_id', '=', host.id)
      .select('push_queue.id')
      .execute();
    expect(queued).toEqual([]);
  });

  it('a subscription the push service answers 410 (or 404) for is deleted', async () => {
    const host = await instantHost();
    const gone = await subscribe(host, 'gone');
    const stays = await subscribe(host, 'stays');
    service.answer(gone, 410);
    await askedConversation(await guest(), host.listingId);
    await settled();
    expect(stays.received).toHaveLength(1);
    const list = expectStatus(await as(host, 'GET', pushPaths.subscriptions), 200);
    expect(list.body.data).toHaveLength(1);
    expect(list.body.data[0].label).toBe(`…${stays.endpoint.slice(-12)}`);
  });

  it('a push the service refuses for now (503) stays queued and is retried by the job', async () => {
    const host = await instantHost();
    const device = await subscribe(host, 'retry');
    service.answer(device, 503);
    await askedConversation(await guest(), host.listingId);
    await settled();
    const deps = (await testApp()).app.deps;
    const { db } = await testApp();
    const row = await db
      .selectFrom('push_queue')
      .innerJoin('push_subscriptions', 'push_subscriptions.id', 'push_queue.subscription_id')
      .where('push_subscriptions.user_id', '=', host.id)
      .select(['push_queue.id', 'attempts', 'next_attempt_at', 'last_error'])
      .executeTakeFirstOrThrow();
    expect(row.attempts).toBe(1);
    expect(new Date(row.next_attempt_at).getTime()).toBeGreaterThan(Date.now());

    service.answer(device, 201);
    const later = () => new Date(Date.now() + 2 * 60_000);
    expect(await deliverDuePushes({ ...deps, now: later }, { userIds: [host.id] })).toBe(1);
    expect(device.received).toHaveLength(1);
    // Delivered once: a second run finds nothing.
    expect(await deliverDuePushes({ ...deps, now: later }, { userIds: [host.id] })).toBe(0);
  });
});
