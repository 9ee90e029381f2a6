import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { describe, expect, it } from 'vitest';
import { parseFeed } from '../../src/features/ical/parse-feed';
import { parseFeedOffThread } from '../../src/features/ical/parse-pool';
import { endlessFeed, hostileFeed } from './hostile-feeds';

const airbnb = readFileSync(new URL('./fixtures/airbnb-current.ics', import.meta.url), 'utf8');
const today = '2027-01-01';
// parse-pool.ts's MAX_PARSE_WORKERS, said again: changing it changes this test.
const MAX_PARSE_WORKERS = Math.max(1, availableParallelism() - 1);

/** The longest the event loop waited for a 10 ms timer while `work` ran. */
async function longestStall<T>(work: Promise<T>): Promise<{ result: T; stallMs: number }> {
  let stallMs = 0;
  let last = performance.now();
  const timer = setInterval(() => {
    const now = performance.now();
    stallMs = Math.max(stallMs, now - last - 10);
    last = now;
  }, 10);
  try {
    return { result: await work, stallMs };
  } finally {
    clearInterval(timer);
  }
}

describe('parsing runs in a worker thread', () => {
  it('gives what parseFeed gives', async () => {
    const options = { today, listingId: '7', timeZone: 'Europe/Belgrade' };
    expect(await parseFeedOffThread(airbnb, options)).toEqual(parseFeed(airbnb, options));
  });

  it('a rule that never ends is stopped at the time limit; the loop kept running; a new worker reads the next feed', async () => {
    const started = performance.now();
    const { result, stallMs } = await longestStall(
      parseFeedOffThread(endlessFeed(), { today }, { timeLimitMs: 1_500 }),
    );
    expect(result).toEqual({ ok: false, error: 'too_many_occurrences' });
    expect(performance.now() - started).toBeGreaterThanOrEqual(1_500);
    expect(stallMs).toBeLessThan(500); // on the main thread it would never have returned
    expect(await parseFeedOffThread(airbnb, { today })).toEqual(parseFeed(airbnb, { today }));
  });

  it('the hostile feed fails at once, and the loop never stalls', async () => {
    const { result, stallMs } = await longestStall(parseFeedOffThread(hostileFeed(), { today }));
    expect(result).toEqual({ ok: false, error: 'too_many_occurrences' });
    expect(stallMs).toBeLessThan(500);
  });

  it('never reads more feeds at once than it has workers', async () => {
    // One feed more than the limit, each holding its worker for the whole time limit: the last
    // can start only when the first is stopped, so it ends a whole time limit after the first.
    const timeLimitMs = 1_000;
    const ended: number[] = [];
    const results = await Promise.all(
      Array.from({ length: MAX_PARSE_WORKERS + 1 }, () =>
        parseFeedOffThread(endlessFeed(), { today }, { timeLimitMs }).finally(() =>
          ended.push(performance.now()),
        ),
      ),
    );
    for (const result of results)
      expect(result).toEqual({ ok: false, error: 'too_many_occurrences' });
    expect(Math.max(...ended) - Math.min(...ended)).toBeGreaterThanOrEqual(timeLimitMs);
    expect(await parseFeedOffThread(airbnb, { today })).toEqual(parseFeed(airbnb, { today }));
  });

  it('works in a process started like `npm start` (the tsx CLI), which then exits', async () => {
    const tsx = createRequire(import.meta.url).resolve('tsx/cli');
    const script = new URL('./parse-pool-script.ts', import.meta.url).pathname;
    const child = spawn(process.execPath, [tsx, script], { env: { ...process.env } });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (out += chunk.toString()));
    const code = await new Promise<number | null>((done) => child.on('exit', done));
    expect([code, out]).toEqual([0, expect.any(String)]);
    const good = { ok: true, events: [expect.objectContaining({ uid: 'a', start: '2027-01-10' })] };
    expect(JSON.parse(out)).toEqual([
      good,
      { ok: false, error: 'too_many_occurrences' },
      { ok: false, error: 'too_many_occurrences' },
      good,
    ]);
  }, 60_000);
});
