import { bookingPaths, messagesPaths } from '@gazda/contracts/paths';
import { describe, expect, it } from 'vitest';
import { guest, inquire, inquiryHost, instantHost, book, answer } from '../bookings/fixtures';
import { as, expectStatus } from '../helpers/calendar-fixtures';
import { api, testApp } from '../helpers/test-app';
import { registerAdmin } from '../listings/fixtures';
import { ask, askedConversation, send, thread } from './fixtures';

type Msg = { body: string; mine: boolean; masked: boolean; seen: boolean; id: number };

describe('[MESSAGES] questions: POST public/ads/{id}/questions', () => {
  it('opens one conversation per guest and listing, and continues it', async () => {
    const host = await instantHost();
    const g = await guest();
    const first = await askedConversation(g, host.listingId, 'Is there a crib?');
    const again = await askedConversation(g, host.listingId, 'And parking?');
    expect(again).toBe(first);
    const other = await askedConversation(await guest(), host.listingId);
    expect(other).not.toBe(first);

    const mine = expectStatus(await thread(g, first), 200).body;
    expect(mine.data.map((m: Msg) => m.body)).toEqual(['Is there a crib?', 'And parking?']);
    expect(mine.data.every((m: Msg) => m.mine)).toBe(true);
    expect(mine.meta).toEqual({ page: 1, per_page: 20, total: 2 });
  });

  it('refuses an unknown listing (404), the own listing (409), bad input (422), no login (401)', async () => {
    const host = await instantHost();
    const g = await guest();
    expect((await ask(g, 999_999_999)).status).toBe(404);
    expect((await ask(host, host.listingId)).status).toBe(409);
    const empty = await ask(g, host.listingId, '   ');
    expect(empty.status).toBe(422);
    expect(empty.body.errors.message).toEqual(['This field is required']);
    const long = await api('POST', messagesPaths.question(host.listingId), {
      token: g.token,
      body: { message: 'a'.repeat(5001) },
      lang: 'sr',
    });
    expect(long.status).toBe(422);
    expect(long.body.errors.message[0]).toBe('Unesite najviše 5.000 znakova');
    expect((await ask(g, host.listingId, 'a'.repeat(5000))).status).toBe(201);
    const anonymous = await api('POST', messagesPaths.question(host.listingId), {
      body: { message: 'Hi' },
    });
    expect(anonymous.status).toBe(401);
  });
});

describe('[MESSAGES] conversations and messages', () => {
  it('lists the caller’s conversations newest first with the other party, last message, unread', async () => {
    const host = await instantHost();
    const g1 = await guest({ first_name: 'Ana', last_name: 'Anić' });
    const g2 = await guest({ first_name: 'Boris', last_name: 'Borić' });
    const c1 = await askedConversation(g1, host.listingId, 'First?');
    const c2 = await askedConversation(g2, host.listingId, 'Second?');
    await send(g2, c2, 'Second, again');

    const list = expectStatus(await as(host, 'GET', messagesPaths.conversations), 200).body;
    expect(list.data.map((c: { id: number }) => c.id)).toEqual([c2, c1]);
    expect(list.meta.total).toBe(2);
    expect(list.data[0]).toMatchObject({
      role: 'host',
      other_party: { name: 'Boris B.' },
      listing: { id: host.listingId },
      booking: null,
      contacts_shown: false,
      unread_count: 2,
      last_message: { body: 'Second, again', mine: false },
    });
    const paged = await as(host, 'GET', `${messagesPaths.conversations}?per_page=1&page=2`);
    expect(paged.body.data.map((c: { id: number }) => c.id)).toEqual([c1]);

    const guestView = expectStatus(await as(g1, 'GET', messagesPaths.conversations), 200).body;
    expect(guestView.data).toHaveLength(1);
    expect(guestView.data[0]).toMatchObject({ role: 'guest', unread_count: 0 });
  });

  it('the host answers; reading marks as read and the sender sees "seen"', async () => {
    const host = await instantHost();
    const g = await guest();
    const id = await askedConversation(g, host.listingId, 'Crib?');
    expect((await as(host, 'GET', messagesPaths.unread)).body.data.count).toBe(1);
    const reply = expectStatus(await send(host, id, 'Yes, we have one.'), 201).body.data;
    expect(reply).toMatchObject({ mine: true, body: 'Yes, we have one.', seen: false });

    expect((await as(host, 'POST', messagesPaths.read(id))).body.data.read_up_to).toBeGreaterThan(
      0,
    );
    expect((await as(host, 'GET', messagesPaths.unread)).body.data.count).toBe(0);
    let guestThread = (await thread(g, id)).body.data as Msg[];
    expect(guestThread.map((m) => [m.body, m.mine, m.seen])).toEqual([
      ['Crib?', true, true],
      ['Yes, we have one.', false, false],
    ]);
    expect((await as(g, 'GET', messagesPaths.unread)).body.data.count).toBe(1);
    expectStatus(await as(g, 'POST', messagesPaths.read(id)), 200);
    const hostThread = (await thread(host, id)).body.data as Msg[];
    expect(hostThread.at(-1)).toMatchObject({ mine: true, seen: true });
    guestThread = (await thread(g, id)).body.data as Msg[];
    expect((await as(g, 'GET', messagesPaths.unread)).body.data.count).toBe(0);
  });

  it('pages the thread from the newest, each page oldest first', async () => {
    const host = await instantHost();
    const g = await guest();
    const id = await askedConversation(g, host.listingId, 'm1');
    for (const n of [2, 3, 4, 5]) expectStatus(await send(g, id, `m${n}`), 201);
    const page1 = (await thread(g, id, '?per_page=2')).body;
    expect(page1.data.map((m: Msg) => m.body)).toEqual(['m4', 'm5']);
    const page3 = (await thread(g, id, '?per_page=2&page=3')).body;
    expect(page3.data.map((m: Msg) => m.body)).toEqual(['m1']);
    expect(page3.meta.total).toBe(5);
  });

  it('only the two parties reach a conversation: anyone else 404, HTML stays text', async () => {
    const host = await instantHost();
    const g = await guest();
    const id = await askedConversation(g, host.listingId, '<b>bold</b><script>x()</script>');
    const stranger = await guest();
    expect((await thread(stranger, id)).status).toBe(404);
    expect((await send(stranger, id, 'hi')).status).toBe(404);
    expect((await as(stranger, 'POST', messagesPaths.read(id))).status).toBe(404);
    expect((await as(stranger, 'POST', messagesPaths.report(id), {})).status).toBe(404);
    expect((await thread(g, 999_999_999)).status).toBe(404);
    expect((await thread(g, Number.NaN)).status).toBe(404);
    const text = (await thread(host, id)).body.data[0].body;
    expect(text).toBe('<b>bold</b><script>x()</script>');
  });

  it('an empty or over-long message is 422 with a translated field error', async () => {
    const host = await instantHost();
    const g = await guest();
    const id = await askedConversation(g, host.listingId);
    const sr = await api('POST', messagesPaths.messages(id), {
      token: g.token,
      body: { body: '' },
      lang: 'sr',
    });
    expect(sr.status).toBe(422);
    expect(sr.body.errors.body).toEqual(['Obavezno polje']);
    const long = await send(g, id, 'x'.repeat(5001));
    expect(long.status).toBe(422);
    expect(long.body.errors.body).toEqual(['Enter at most 5,000 characters']);
  });

  it('more than 60 messages in 10 minutes is 429', async () => {
    const host = await instantHost();
    const g = await guest();
    const id = await askedConversation(g, host.listingId, 'one');
    for (let n = 2; n <= 60; n++) expectStatus(await send(g, id, `n${n}`), 201);
    const refused = await send(g, id, 'one too many');
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBeTruthy();
    // The host is counted on their own.
    expect((await send(host, id, 'fine')).status).toBe(201);
  });

  it('an Idempotency-Key sent twice makes one message', async () => {
    const host = await instantHost();
    const g = await guest();
    const id = await askedConversation(g, host.listingId);
    const headers = { 'idempotency-key': `msg-${id}` };
    const first = await api('POST', messagesPaths.messages(id), {
      token: g.token,
      body: { body: 'Once' },
      headers,
    });
    const second = await api('POST', messagesPaths.messages(id), {
      token: g.token,
      body: { body: 'Once' },
      headers,
    });
    expect(first.status).toBe(201);
    expect(second.body.data.id).toBe(first.body.data.id);
    expect((await thread(g, id)).body.meta.total).toBe(2);
  });
});

describe('[MESSAGES] contact details before and after the booking', () => {
  it('masks the host’s phone for the guest until the stay is booked, then shows it', async () => {
    const host = await instantHost();
    const g = await guest();
    const id = await askedConversation(g, host.listingId, 'Can I call you?');
    expectStatus(await send(host, id, 'Sure: 064 123 4567 or host@example.com'), 201);
    const masked = (await thread(g, id)).body.data.at(-1);
    expect(masked).toMatchObject({
      body: 'Sure: [shown after booking] or [shown after booking]',
      masked: true,
    });
    const sr = await api('GET', messagesPaths.messages(id), { token: g.token, lang: 'sr' });
    expect(sr.body.data.at(-1).body).toBe(
      'Sure: [prikazuje se posle rezervacije] or [prikazuje se posle rezervacije]',
    );
    // The sender sees their own words.
    expect((await thread(host, id)).body.data.at(-1).body).toContain('064 123 4567');

    const reservation = expectStatus(await book(g, host.listingId), 201).body.data;
    expect(reservation.conversation_id).toBe(id);
    const shown = (await thread(g, id)).body.data as Msg[];
    expect(shown.find((m) => !m.mine)).toMatchObject({
      body: 'Sure: 064 123 4567 or host@example.com',
      masked: false,
    });
    // The booking's comment is the conversation's next message.
    expect(shown.map((m) => m.body)).toContain('Hi');
    const list = (await as(g, 'GET', messagesPaths.conversations)).body.data[0];
    expect(list).toMatchObject({
      id,
      contacts_shown: true,
      booking: { type: 'reservation', id: reservation.id, status: 'confirmed' },
    });
    const hostView = expectStatus(
      await as(host, 'GET', bookingPaths.reservation(reservation.id)),
      200,
    );
    expect(hostView.body.data.conversation_id).toBe(id);
    // A new question about the same listing opens a new conversation.
    expect(await askedConversation(g, host.listingId, 'Next year?')).not.toBe(id);
  });

  it('an inquiry: comment and answer are its first messages; its reservation keeps the conversation', async () => {
    const host = await inquiryHost();
    const g = await guest();
    const inquiry = expectStatus(
      await inquire(g, host.listingId, {
        check_in: '2027-01-06',
        check_out: '2027-01-09',
        guests: 2,
        comment: 'We have a dog',
      }),
      201,
    ).body.data;
    const id = inquiry.conversation_id as number;
    expect(id).toEqual(expect.any(Number));
    expectStatus(await answer(host, inquiry.id, true, 'Dogs welcome, call 0641234567'), 200);
    const before = (await thread(g, id)).body.data as Msg[];
    expect(before.map((m) => m.body)).toEqual([
      'We have a dog',
      'Dogs welcome, call [shown after booking]',
    ]);
    const hostInquiry = await as(host, 'GET', bookingPaths.inquiry(inquiry.id));
    expect(hostInquiry.body.data.conversation_id).toBe(id);
    const mine = await as(g, 'GET', bookingPaths.myInquiries);
    expect(mine.body.data.find((i: { id: number }) => i.id === inquiry.id).conversation_id).toBe(
      id,
    );

    expectStatus(await as(g, 'POST', bookingPaths.confirmInquiry(inquiry.id)), 200);
    const admin = await registerAdmin();
    const realised = expectStatus(
      await as(admin, 'POST', bookingPaths.adminConfirmInquiry(inquiry.id)),
      200,
    ).body.data;
    expect(realised.reservation.conversation_id).toBe(id);
    const after = (await thread(g, id)).body.data as Msg[];
    expect(after.at(-1)?.body).toBe('Dogs welcome, call 0641234567');
  });
});

describe('[MESSAGES] reports and the operator', () => {
  it('the operator reads only a reported conversation, and each read is logged', async () => {
    const host = await instantHost();
    const g = await guest();
    const id = await askedConversation(g, host.listingId, 'Call 0641234567');
    const admin = await registerAdmin();
    expect((await as(admin, 'GET', messagesPaths.adminMessages(id))).status).toBe(404);
    expect((await as(g, 'GET', messagesPaths.adminMessages(id))).status).toBe(403);
    expect((await as(host, 'POST', messagesPaths.report(id), { reason: 'Spam' })).status).toBe(204);
    const read = expectStatus(await as(admin, 'GET', messagesPaths.adminMessages(id)), 200).body;
    expect(read.data[0].body).toBe('Call 0641234567');
    const { db } = await testApp();
    const logged = await db
      .selectFrom('activity_log')
      .select(['user_id', 'actor_id', 'field', 'to_value'])
      .where('entity', '=', 'conversation')
      .where('entity_id', '=', id)
      .orderBy('id')
      .execute();
    expect(logged.map((e) => [Number(e.user_id), Number(e.actor_id), e.field])).toEqual([
      [g.id, host.id, 'reported'],
      [host.id, host.id, 'reported'],
      [g.id, admin.id, 'operator_read'],
      [host.id, admin.id, 'operator_read'],
    ]);
    // The reason as written (the log stores JSON values: once, not a JSON string of JSON).
    expect(logged.map((e) => e.to_value)).toEqual(['Spam', 'Spam', true, true]);
  });
});
