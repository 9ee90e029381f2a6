import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { ParseFeedError, ParseFeedOptions, ParseFeedResult } from './parse-feed';

export type ParseRequest = { id: number; text: string; options: ParseFeedOptions };
export type ParseResponse = { id: number; result: ParseFeedResult } | { ready: true };

/** Wall time one feed may take in its worker (README: budget); a slower worker is stopped. */
const PARSE_TIME_LIMIT_MS = 5_000;
/** One core stays for the server; on a one-core machine the one worker shares it. */
const MAX_PARSE_WORKERS = Math.max(1, availableParallelism() - 1);
// A feed needing more heap fails, rather than the server running out of memory.
const WORKER_HEAP_MB = 256;
// A quiet server keeps no parser in memory.
const IDLE_MS = 60_000;

type Job = {
  request: ParseRequest;
  timeLimitMs: number;
  resolve: (result: ParseFeedResult) => void;
  reject: (error: Error) => void;
};
type Slot = { worker: Worker; ready: boolean; job: Job | null; timer?: NodeJS.Timeout };

const slots = new Set<Slot>();
const queue: Job[] = [];
let nextId = 1;

/**
 * parseFeed in a worker thread, so the event loop keeps answering whatever the feed holds.
 * Workers are started when needed, at most MAX_PARSE_WORKERS; one that exceeds the time limit is
 * stopped (its feed fails as `too_many_occurrences`) and a new one is started for the next feed.
 * Rejects only when no worker can start at all (the server's fault, not the feed's).
 */
export function parseFeedOffThread(
  text: string,
  options: ParseFeedOptions,
  { timeLimitMs = PARSE_TIME_LIMIT_MS }: { timeLimitMs?: number } = {},
): Promise<ParseFeedResult> {
  return new Promise((resolve, reject) => {
    queue.push({ request: { id: nextId++, text, options }, timeLimitMs, resolve, reject });
    dispatch();
  });
}

function dispatch(): void {
  for (const slot of slots) {
    const job = slot.ready && slot.job === null ? queue.shift() : undefined;
    if (job) start(slot, job);
  }
  const starting = [...slots].filter((slot) => !slot.ready).length;
  for (let wanted = queue.length - starting; wanted > 0 && slots.size < MAX_PARSE_WORKERS; wanted--)
    spawn();
}

function spawn(): void {
  // No execArgv of the parent (tsx, --inspect): parse-worker.mjs registers tsx itself.
  const worker = new Worker(new URL('./parse-worker.mjs', import.meta.url), {
    execArgv: [],
    resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB },
  });
  const slot: Slot = { worker, ready: false, job: null };
  slots.add(slot);
  worker.on('message', (message: ParseResponse) => {
    if ('ready' in message) {
      slot.ready = true;
      idle(slot);
      dispatch();
    } else finish(slot, message);
  });
  // An exception or running out of heap: the feed it was reading fails, the worker is replaced.
  worker.on('error', () => retire(slot, 'parse_error'));
  worker.on('exit', () => retire(slot, 'parse_error'));
}

function start(slot: Slot, job: Job): void {
  clearTimeout(slot.timer);
  slot.job = job;
  slot.worker.ref(); // a script waiting for this result must not exit meanwhile
  slot.timer = setTimeout(() => retire(slot, 'too_many_occurrences'), job.timeLimitMs);
  slot.worker.postMessage(job.request);
}

function finish(slot: Slot, response: { id: number; result: ParseFeedResult }): void {
  const job = slot.job;
  if (!job || job.request.id !== response.id) return;
  slot.job = null;
  idle(slot);
  job.resolve(response.result);
  dispatch();
}

function idle(slot: Slot): void {
  clearTimeout(slot.timer);
  slot.worker.unref();
  slot.timer = setTimeout(() => retire(slot, 'parse_error'), IDLE_MS).unref();
}

/** Stops a worker (over its time, failed, or idle); the feed it was reading fails with `error`. */
function retire(slot: Slot, error: ParseFeedError): void {
  if (!slots.delete(slot)) return;
  clearTimeout(slot.timer);
  void slot.worker.terminate();
  slot.job?.resolve({ ok: false, error });
  if (!slot.ready) {
    // It never started (tsx missing, a syntax error): starting another would fail the same way.
    const failure = new Error('the iCal parse worker did not start');
    for (const job of queue.splice(0)) job.reject(failure);
    return;
  }
  dispatch();
}
