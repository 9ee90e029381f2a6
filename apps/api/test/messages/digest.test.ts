import { messagesPaths } from '@gazda/contracts/paths';
import { describe, expect, it } from 'vitest';
import type { Deps } from '../../src/deps';
import { runMessageDigest } from '../../src/features/messages/message-digest-service';
import { guest, instantHost } from '../bookings/fixtures';
import { as, expectStatus } from '../helpers/calendar-fixtures';
import { mailsTo } from '../helpers/outbox';
import { testApp } from '../helpers/test-app';
import { askedConversation, send } from './fixtures';

const MINUTE = 60_000;

/** The digest job as it runs `minutes` from now (the messages were written just now). */
async function digestAt(minutes: number): Promise<number[]> {
  const { app } = await testApp();
  const deps: Deps = { ...app.deps, now: () => new Date(Date.now() + minutes * MINUTE) };
  const mailed = await runMessageDigest(deps);
  await app.deps.tasks.idle();
  return mailed;
}

async function presentAt(userId: number, minutes: number) {
  const { db } = await testApp();
  const seen_at = new Date(Date.now() + minutes * MINUTE);
  await db
    .insertInto('user_presence')
    .values({ user_id: userId, seen_at })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ seen_at }))
    .execute();
}

describe('[MESSAGES] the away-mail digest', () => {
  it('waits 10 minutes, mails once per conversation, then at most every 15 minutes', async () => {
    const host = await instantHost();
    const g = await guest();
    const id = await askedConversation(g, host.listingId, 'Is there a crib? 064 123 4567');
    const digests = async () =>
      (await mailsTo(host.email)).filter((m) => m.text.includes('Is there a crib?'));

    expect(await digestAt(9)).not.toContain(id);
    expect(await digests()).toHaveLength(0);
    expect(await digestAt(11)).toContain(id);
    const [mail] = await digests();
    // In the host's language (sr by default), masked as the panel shows it, with the link.
    expect(mail!.subject).toBe('Nova poruka: Gost G.');
    expect(mail!.text).toContain('[prikazuje se posle rezervacije]');
    expect(mail!.text).not.toContain('064 123 4567');
    expect(mail!.text).toContain(`/inbox/${id}`);
    // Nothing new: nothing more.
    expect(await digestAt(30)).not.toContain(id);

    expectStatus(await send(g, id, 'And parking?'), 201);
    // 12 minutes after the first digest's 11: within 15, so it waits.
    expect(await digestAt(23)).not.toContain(id);
    expect(await digestAt(27)).toContain(id);
    const second = (await mailsTo(host.email)).filter((m) => m.text.includes('And parking?'));
    expect(second).toHaveLength(1);
    expect(second[0]!.text).not.toContain('Is there a crib?');
  });

  it('no mail while a tab is open, none for what was read, none when turned off', async () => {
    const host = await instantHost();
    const g = await guest();
    const id = await askedConversation(g, host.listingId, 'Present?');
    await presentAt(host.id, 5);
    expect(await digestAt(11)).not.toContain(id);
    expect(await digestAt(14)).not.toContain(id);
    expect(await digestAt(16)).toContain(id);

    const read = await askedConversation(await guest(), host.listingId, 'Read it');
    expectStatus(await as(host, 'POST', messagesPaths.read(read), undefined), 200);
    expect(await digestAt(40)).not.toContain(read);

    const quiet = await instantHost();
    expectStatus(
      await as(quiet, 'POST', '/api/user-settings/update-settings', { mails: { messages: false } }),
      200,
    );
    const off = await askedConversation(await guest(), quiet.listingId, 'Nobody mails this');
    await digestAt(11);
    expect((await mailsTo(quiet.email)).filter((m) => m.text.includes('Nobody mails'))).toEqual([]);
    expect(off).toBeGreaterThan(0);
  });
});
