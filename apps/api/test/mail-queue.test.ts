import { describe, expect, it } from 'vitest';
import { createLogger } from '../src/logger';
import { createMailQueue } from '../src/mail/mail-queue';
import { createMailer, type Mailer, type MailMessage } from '../src/mail/mailer';
import { bookingPaths } from '@gazda/contracts/paths';
import { registerAdmin, userWithId } from './account/fixtures';
import { guest, instantHost, pendingInquiry, stay } from './bookings/fixtures';
import { as, expectStatus } from './helpers/calendar-fixtures';
import { latestMailTo, mailsTo } from './helpers/outbox';
import { api, extraApp, registerUser, testApp, uniqueEmail } from './helpers/test-app';

// mail-queue.ts's MAIL_CLAIM_MS, said again: changing it changes this test.
const MAIL_CLAIM_MS = 5 * 60_000;

// mail-queue.ts's MAIL_ATTEMPTS, said again: changing it changes this test.
const MAIL_ATTEMPTS = 20;

const quiet = createLogger({ logLevel: 'silent' });
const MINUTE = 60_000;

/** The queue's rows for these addresses (the database is shared with other test files). */
async function rowsTo(...recipients: string[]) {
  const { db } = await testApp();
  return db
    .selectFrom('mail_queue')
    .selectAll()
    .where('recipient', 'in', recipients)
    .orderBy('id')
    .execute();
}

async function queueAt(at: Date, transport?: Mailer) {
  const { db, config } = await testApp();
  return createMailQueue(db, transport ?? createMailer(config, quiet), quiet, () => at);
}

/** A transport that counts what it was given and fails as told (a mail server stand-in). */
function countingTransport(fail?: () => Error | null) {
  const sent: MailMessage[] = [];
  const transport: Mailer = {
    describe: 'test',
    close: () => undefined,
    async send(message) {
      await new Promise((resolve) => setTimeout(resolve, 5));
      const err = fail?.();
      if (err) throw err;
      sent.push(message);
    },
  };
  return { transport, sent };
}

function message(to: string): MailMessage {
  return { to, subject: 'Test', text: 'text', html: '<p>html</p>', link: 'http://panel.test/x' };
}

/** A queue row for the address, due at `at`, as `send` writes it (`overrides` replaces fields). */
function row(recipient: string, at: Date, overrides: Record<string, unknown> = {}) {
  const { to: _to, ...rest } = message(recipient);
  return { ...rest, recipient, next_attempt_at: at, ...overrides };
}

describe('[MAIL] the mail queue', () => {
  it('waits 1, 2, 4 … minutes between attempts, at most an hour', async () => {
    const attempts = [1, 2, 3, 4, 5, 6, 7, MAIL_ATTEMPTS];
    const to = attempts.map(() => uniqueEmail('queue'));
    const now = new Date();
    const { db } = await testApp();
    // Each row has failed once less than its attempt: this delivery is that attempt, and fails.
    await db
      .insertInto('mail_queue')
      .values(to.map((address, i) => row(address, now, { attempts: attempts[i]! - 1 })))
      .execute();
    const busy = countingTransport(() => new Error('421 try again later'));
    expect(await (await queueAt(now, busy.transport)).deliverDue({ recipients: to })).toBe(0);
    const rows = await rowsTo(...to);
    expect(rows.map((r) => r.attempts)).toEqual(attempts);
    expect(rows.map((r) => (r.next_attempt_at.getTime() - now.getTime()) / MINUTE)).toEqual([
      1, 2, 4, 8, 16, 32, 60, 60,
    ]);
  });

  it('a sent mail leaves no row behind: its link does not stay in the database', async () => {
    const user = await registerUser();
    expect((await mailsTo(user.email)).length).toBeGreaterThan(0);
    expect(await rowsTo(user.email)).toEqual([]);
  });

  it('a mail the mail server did not take is kept, and a later delivery sends it', async () => {
    const user = await registerUser();
    // A real SMTP transport to a port where nothing listens: the connection is refused.
    const down = await extraApp(() => undefined, { config: { smtpUrl: 'smtp://127.0.0.1:9' } });
    try {
      const before = Date.now();
      const answer = await api('POST', '/api/forgot-password', {
        baseUrl: down.baseUrl,
        body: { email: user.email },
      });
      expect(answer.status).toBe(202);
      await down.app.deps.tasks.idle();
      const [queued, ...more] = await rowsTo(user.email);
      expect(more).toEqual([]);
      expect(queued).toMatchObject({ attempts: 1, claimed_until: null, failed_at: null });
      expect(queued!.last_error).toMatch(/ECONNREFUSED|connect/i);
      expect(queued!.text).toContain('/reset-password?token=');
      expect(queued!.next_attempt_at.getTime()).toBeGreaterThanOrEqual(before + MINUTE);
      expect(
        (await mailsTo(user.email)).filter((m) => m.text.includes('reset-password?token=')),
      ).toHaveLength(0);

      // Not due yet: nothing is sent; a minute later the working mail server takes it.
      expect(await (await queueAt(new Date())).deliverDue({ recipients: [user.email] })).toBe(0);
      const later = await queueAt(new Date(Date.now() + 2 * MINUTE));
      expect(await later.deliverDue({ recipients: [user.email] })).toBe(1);
      expect(await rowsTo(user.email)).toEqual([]);
      const mail = await latestMailTo(user.email, '/reset-password?token=');
      const link = (text: string) => /http\S+reset-password\?token=\S+/.exec(text)![0];
      expect(link(mail.text)).toBe(link(queued!.text));
      expect(new URL(link(mail.text)).searchParams.get('email')).toBe(user.email.toLowerCase());
    } finally {
      await down.app.close();
    }
  });

  it('each due mail is sent once however many processes deliver at the same moment', async () => {
    const to = Array.from({ length: 12 }, () => uniqueEmail('queue'));
    const now = new Date();
    const { db } = await testApp();
    await db
      .insertInto('mail_queue')
      .values(to.map((address) => row(address, now)))
      .execute();
    const a = countingTransport();
    const b = countingTransport();
    const [sentByA, sentByB] = await Promise.all([
      (await queueAt(now, a.transport)).deliverDue({ recipients: to }),
      (await queueAt(now, b.transport)).deliverDue({ recipients: to }),
    ]);
    expect(sentByA + sentByB).toBe(12);
    expect([...a.sent, ...b.sent].map((m) => m.to).sort()).toEqual([...to].sort());
    expect(await rowsTo(...to)).toEqual([]);
  });

  it('a mail whose process stopped mid-send is sent again once its claim runs out', async () => {
    const to = uniqueEmail('queue');
    const now = new Date();
    const { db } = await testApp();
    // As a process leaves it when it dies after claiming the row and before the server answered.
    await db
      .insertInto('mail_queue')
      .values(row(to, now, { attempts: 1, claimed_until: new Date(now.getTime() + MAIL_CLAIM_MS) }))
      .execute();
    const server = countingTransport();
    const soon = new Date(now.getTime() + MAIL_CLAIM_MS - 1000);
    expect(await (await queueAt(soon, server.transport)).deliverDue({ recipients: [to] })).toBe(0);
    const after = new Date(now.getTime() + MAIL_CLAIM_MS);
    expect(await (await queueAt(after, server.transport)).deliverDue({ recipients: [to] })).toBe(1);
    expect(server.sent.map((m) => [m.to, m.link])).toEqual([[to, 'http://panel.test/x']]);
    expect(await rowsTo(to)).toEqual([]);
  });

  it(`is given up after ${MAIL_ATTEMPTS} attempts, or at once when the server refuses it for good, keeping no text`, async () => {
    const [tired, refused] = [uniqueEmail('queue'), uniqueEmail('queue')];
    const now = new Date();
    const { db } = await testApp();
    await db
      .insertInto('mail_queue')
      .values([row(tired, now, { attempts: MAIL_ATTEMPTS - 1 }), row(refused, now)])
      .execute();
    const busy = countingTransport(() => new Error('421 try again later'));
    expect(await (await queueAt(now, busy.transport)).deliverDue({ recipients: [tired] })).toBe(0);
    const noMailbox = countingTransport(() =>
      Object.assign(new Error('550 no such mailbox'), { responseCode: 550 }),
    );
    expect(
      await (await queueAt(now, noMailbox.transport)).deliverDue({ recipients: [refused] }),
    ).toBe(0);
    const rows = await rowsTo(tired, refused);
    expect(rows.map((r) => [r.recipient, r.attempts, r.text, r.html, r.link])).toEqual([
      [tired, MAIL_ATTEMPTS, '', '', null],
      [refused, 1, '', '', null],
    ]);
    expect(rows.map((r) => r.last_error)).toEqual(['421 try again later', '550 no such mailbox']);
    for (const row of rows) expect(row.failed_at).toEqual(now);
    // A given-up mail is not tried again.
    const working = countingTransport();
    const dayLater = new Date(now.getTime() + 24 * 60 * MINUTE);
    expect(
      await (
        await queueAt(dayLater, working.transport)
      ).deliverDue({ recipients: [tired, refused] }),
    ).toBe(0);
    expect(working.sent).toEqual([]);
  });

  it('a failed attempt is retried after its delay, not before', async () => {
    const to = uniqueEmail('queue');
    const now = new Date();
    let fail = true;
    const flaky = countingTransport(() => (fail ? new Error('timeout') : null));
    const queue = await queueAt(now, flaky.transport);
    await queue.send(message(to));
    const [queued] = await rowsTo(to);
    expect(queued).toMatchObject({ attempts: 1, last_error: 'timeout', failed_at: null });
    expect(queued!.next_attempt_at).toEqual(new Date(now.getTime() + MINUTE));
    fail = false;
    expect(await queue.deliverDue({ recipients: [to] })).toBe(0);
    const minuteLater = new Date(now.getTime() + MINUTE);
    expect(
      await (await queueAt(minuteLater, flaky.transport)).deliverDue({ recipients: [to] }),
    ).toBe(1);
    expect(flaky.sent.map((m) => m.to)).toEqual([to]);
    expect(await rowsTo(to)).toEqual([]);
  });
});

/**
 * An app whose background work never runs: as a process that stops right after a request's
 * transaction committed, before any mail went out.
 */
async function stopsAfterCommit() {
  return extraApp((app) => {
    app.deps.tasks = { run: () => undefined, idle: async () => undefined };
  });
}

describe('[MAIL] a mail is queued in the transaction of the change it reports', () => {
  it('a reservation made just before the process stopped still reaches the guest and the host', async () => {
    const host = await instantHost();
    const traveller = await guest();
    const dying = await stopsAfterCommit();
    try {
      const made = expectStatus(
        await as(traveller, 'POST', bookingPaths.book(host.listingId), stay, dying.baseUrl),
        201,
      );
      const code = made.body.data.code as string;
      const queued = await rowsTo(traveller.email, host.email);
      expect(queued.map((r) => [r.recipient, r.attempts])).toEqual([
        [traveller.email, 0],
        [host.email, 0],
      ]);
      expect(queued.every((r) => r.text.includes(code))).toBe(true);
      // Another process's `mail-delivery` tick sends them.
      expect(
        await (
          await queueAt(new Date())
        ).deliverDue({
          recipients: [traveller.email, host.email],
        }),
      ).toBe(2);
      expect((await latestMailTo(traveller.email, code)).text).toContain(code);
      expect((await latestMailTo(host.email, code)).text).toContain(code);
      expect(await rowsTo(traveller.email, host.email)).toEqual([]);
    } finally {
      await dying.app.close();
    }
  });

  it("a host's answer queues its mail in its own transaction; a refused second answer queues none", async () => {
    const { host, guest: traveller, id } = await pendingInquiry();
    const dying = await stopsAfterCommit();
    try {
      const path = bookingPaths.answer(id);
      expectStatus(await as(host, 'POST', path, { available: false }, dying.baseUrl), 200);
      expect((await rowsTo(traveller.email)).map((r) => r.subject)).toEqual([
        expect.stringMatching(/not available|nije slobodan|nije dostupan/i),
      ]);
      // Answered once: the second answer is refused and queues no second mail.
      expectStatus(await as(host, 'POST', path, { available: true }, dying.baseUrl), 409);
      expect(await rowsTo(traveller.email)).toHaveLength(1);
      await (await queueAt(new Date())).deliverDue({ recipients: [traveller.email] });
    } finally {
      await dying.app.close();
    }
  });

  it("an operator's ID review reaches the owner though the process stopped right after it", async () => {
    const { user } = await userWithId('sr');
    const admin = await registerAdmin();
    const dying = await stopsAfterCommit();
    try {
      const path = `/api/admin/government-ids/${user.id}/verify`;
      expectStatus(await api('POST', path, { token: admin.token, baseUrl: dying.baseUrl }), 200);
      expect((await rowsTo(user.email)).map((r) => r.attempts)).toEqual([0]);
      expect(await (await queueAt(new Date())).deliverDue({ recipients: [user.email] })).toBe(1);
      expect(await rowsTo(user.email)).toEqual([]);
      expect((await mailsTo(user.email)).at(-1)!.subject).toBe('Vaš identitet je potvrđen');
    } finally {
      await dying.app.close();
    }
  });
});
