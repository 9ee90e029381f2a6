import { messagesPaths } from '@gazda/contracts/paths';
import type { ReportedConversation } from '@gazda/contracts/messages';
import { describe, expect, it } from 'vitest';
import { guest, instantHost } from '../bookings/fixtures';
import { as, expectStatus } from '../helpers/calendar-fixtures';
import { api, registerUser } from '../helpers/test-app';
import { registerAdmin } from '../listings/fixtures';
import { askedConversation } from './fixtures';

/*
 * GET admin/conversations/reported: the operator's list. The database may be shared with other
 * test files (PostgreSQL), so each test looks at its own conversations within the list.
 */

async function reported(query = '?per_page=100') {
  const admin = await registerAdmin();
  const answer = expectStatus(
    await as(admin, 'GET', `${messagesPaths.adminReported}${query}`),
    200,
  );
  return answer.body as { data: ReportedConversation[]; meta: { total: number } };
}

async function report(user: Parameters<typeof as>[0], id: number, reason: string) {
  expectStatus(await as(user, 'POST', messagesPaths.report(id), { reason }), 204);
}

describe('[MESSAGES] the operator’s list of reported conversations', () => {
  it('lists reported conversations newest report first, with the parties, reporter and reason', async () => {
    const host = await instantHost({ name_sr: 'Vila Sunce', name_en: 'Sunny villa' });
    const g1 = await guest({ first_name: 'Ana', last_name: 'Anić' });
    const g2 = await guest({ first_name: 'Boris', last_name: 'Borić' });
    const first = await askedConversation(g1, host.listingId, 'Pay me outside the site');
    const second = await askedConversation(g2, host.listingId, 'Hello');
    await report(g1, first, '  Asks for payment outside  ');
    await report(host, second, '');
    // A second report keeps the first one's reporter, reason and time.
    await report(g2, second, 'Too late');

    const list = await reported();
    const mine = list.data.filter((c) => c.id === first || c.id === second);
    expect(mine.map((c) => c.id)).toEqual([second, first]);
    expect(mine[1]).toEqual({
      id: first,
      listing: { id: host.listingId, name: 'Sunny villa' },
      guest: { id: g1.id, name: 'Ana Anić' },
      host: { id: host.id, name: 'Petar Petrović' },
      reported_by: 'guest',
      reason: 'Asks for payment outside',
      reported_at: expect.any(String),
      operator_read_at: null,
    });
    expect(mine[0]).toMatchObject({ reported_by: 'host', reason: null });
    expect(Date.parse(mine[0]!.reported_at)).toBeGreaterThanOrEqual(
      Date.parse(mine[1]!.reported_at),
    );

    const admin = await registerAdmin();
    const sr = await api('GET', `${messagesPaths.adminReported}?per_page=100`, {
      token: admin.token,
      lang: 'sr',
    });
    expect(sr.body.data.find((c: ReportedConversation) => c.id === first).listing.name).toBe(
      'Vila Sunce',
    );
  });

  it('says when the operator first read it, and never lists an unreported conversation', async () => {
    const host = await instantHost();
    const g = await guest();
    const quiet = await askedConversation(await guest(), host.listingId, 'Quiet');
    const loud = await askedConversation(g, host.listingId, 'Loud');
    await report(g, loud, 'Rude');
    const admin = await registerAdmin();

    const before = await reported();
    expect(before.data.some((c) => c.id === quiet)).toBe(false);
    expect(before.data.find((c) => c.id === loud)?.operator_read_at).toBeNull();

    expectStatus(await as(admin, 'GET', messagesPaths.adminMessages(loud)), 200);
    const read = (await reported()).data.find((c) => c.id === loud)?.operator_read_at;
    expect(read).toEqual(expect.any(String));
    // A later read keeps the first one's time.
    expectStatus(await as(admin, 'GET', messagesPaths.adminMessages(loud)), 200);
    expect((await reported()).data.find((c) => c.id === loud)?.operator_read_at).toBe(read);
  });

  it('pages like the other admin lists', async () => {
    const host = await instantHost();
    const ids: number[] = [];
    for (const text of ['One', 'Two', 'Three']) {
      const g = await guest();
      const id = await askedConversation(g, host.listingId, text);
      await report(g, id, text);
      ids.push(id);
    }
    const all = await reported();
    expect(all.meta).toEqual({ page: 1, per_page: 100, total: expect.any(Number) });
    expect(all.meta.total).toBeGreaterThanOrEqual(3);
    const at = all.data.findIndex((c) => c.id === ids[2]);
    expect(all.data.slice(at, at + 3).map((c) => c.id)).toEqual([...ids].reverse());

    const one = await reported(`?per_page=1&page=${at + 2}`);
    expect(one.meta).toEqual({ page: at + 2, per_page: 1, total: all.meta.total });
    expect(one.data.map((c) => c.id)).toEqual([ids[1]]);
    const admin = await registerAdmin();
    const tooMany = await as(admin, 'GET', `${messagesPaths.adminReported}?per_page=101`);
    expect(tooMany.status).toBe(422);
  });

  it('is the operator’s only: 401 without a login, 403 for a guest or a host', async () => {
    const host = await instantHost();
    expect((await api('GET', messagesPaths.adminReported)).status).toBe(401);
    expect((await as(host, 'GET', messagesPaths.adminReported)).status).toBe(403);
    expect((await as(await registerUser(), 'GET', messagesPaths.adminReported)).status).toBe(403);
  });
});
