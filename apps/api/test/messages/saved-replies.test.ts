import { messagesPaths } from '@gazda/contracts/paths';
import { describe, expect, it } from 'vitest';
import { book, guest, instantHost } from '../bookings/fixtures';
import { as, expectStatus } from '../helpers/calendar-fixtures';
import { api, registerUser, testApp } from '../helpers/test-app';
import { askedConversation } from './fixtures';

type Reply = { id: number; title: string; body: string; filled: string | null };

describe('[MESSAGES] saved replies: GET/POST saved-replies, PUT/DELETE saved-replies/{id}', () => {
  it('the host keeps their own, filled for a conversation in the recipient’s language', async () => {
    const host = await instantHost();
    const body = 'Hi {guest_name}, see you on {check_in} at {listing}. {other}';
    const created = expectStatus(
      await as(host, 'POST', messagesPaths.savedReplies, { title: ' Welcome ', body }),
      201,
    ).body.data;
    expect(created).toMatchObject({ title: 'Welcome', body });

    const g = await guest();
    const { db } = await testApp();
    await db.updateTable('users').set({ lang: 'en' }).where('id', '=', g.id).execute();
    const listing = await db
      .selectFrom('listings')
      .select(['name_sr', 'name_en'])
      .where('id', '=', host.listingId)
      .executeTakeFirstOrThrow();
    // A question before booking: no arrival day yet, so {check_in} stays as written.
    const question = await askedConversation(g, host.listingId);
    const before = expectStatus(
      await as(host, 'GET', `${messagesPaths.savedReplies}?conversation_id=${question}`),
      200,
    ).body.data as Reply[];
    expect(before[0]!.filled).toBe(
      `Hi Gost, see you on {check_in} at ${listing.name_en || listing.name_sr}. {other}`,
    );
    const booked = expectStatus(await book(g, host.listingId), 201).body.data;
    const filled = expectStatus(
      await as(
        host,
        'GET',
        `${messagesPaths.savedReplies}?conversation_id=${booked.conversation_id}`,
      ),
      200,
    ).body.data as Reply[];
    expect(filled[0]!.filled).toBe(
      `Hi Gost, see you on 6 January 2027 at ${listing.name_en || listing.name_sr}. {other}`,
    );
    // In Serbian for a guest who reads Serbian.
    await db.updateTable('users').set({ lang: 'sr' }).where('id', '=', g.id).execute();
    const sr = (
      await as(
        host,
        'GET',
        `${messagesPaths.savedReplies}?conversation_id=${booked.conversation_id}`,
      )
    ).body.data as Reply[];
    expect(sr[0]!.filled).toContain('6. januar 2027.');
    // Without a conversation: not filled.
    expect((await as(host, 'GET', messagesPaths.savedReplies)).body.data[0].filled).toBeNull();

    const changed = expectStatus(
      await as(host, 'PUT', messagesPaths.savedReply(created.id), { title: 'Hi', body: 'Hello' }),
      200,
    ).body.data;
    expect(changed).toMatchObject({ id: created.id, title: 'Hi', body: 'Hello' });
    expect((await as(host, 'DELETE', messagesPaths.savedReply(created.id))).status).toBe(204);
    expect((await as(host, 'DELETE', messagesPaths.savedReply(created.id))).status).toBe(404);
    expect((await as(host, 'GET', messagesPaths.savedReplies)).body.data).toEqual([]);
  });

  it('another user’s reply is 404; a conversation not theirs is 404; bad input 422', async () => {
    const host = await instantHost();
    const stranger = await registerUser();
    const id = expectStatus(
      await as(host, 'POST', messagesPaths.savedReplies, { title: 'A', body: 'B' }),
      201,
    ).body.data.id as number;
    expect(
      (await as(stranger, 'PUT', messagesPaths.savedReply(id), { title: 'X', body: 'Y' })).status,
    ).toBe(404);
    expect((await as(stranger, 'DELETE', messagesPaths.savedReply(id))).status).toBe(404);
    expect((await as(stranger, 'GET', messagesPaths.savedReplies)).body.data).toEqual([]);
    const question = await askedConversation(await guest(), host.listingId);
    const other = await as(
      stranger,
      'GET',
      `${messagesPaths.savedReplies}?conversation_id=${question}`,
    );
    expect(other.status).toBe(404);

    const empty = await api('POST', messagesPaths.savedReplies, {
      token: host.token,
      lang: 'en',
      body: { title: ' ', body: '' },
    });
    expect(empty.status).toBe(422);
    expect(Object.keys(empty.body.errors).sort()).toEqual(['body', 'title']);
    const long = await as(host, 'POST', messagesPaths.savedReplies, {
      title: 'x'.repeat(81),
      body: 'y'.repeat(5001),
    });
    expect(long.status).toBe(422);
    expect((await api('GET', messagesPaths.savedReplies)).status).toBe(401);
  });
});
