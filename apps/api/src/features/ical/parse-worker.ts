import { parentPort } from 'node:worker_threads';
import { parseFeed } from './parse-feed';
import type { ParseRequest, ParseResponse } from './parse-pool';

/*
 * One parse at a time, in a worker thread of parse-pool.ts: ical.js and the recurrence expansion
 * run here, so a feed that takes seconds costs this thread, never the server's event loop.
 */
parentPort?.on('message', (request: ParseRequest) => {
  let response: ParseResponse;
  try {
    response = { id: request.id, result: parseFeed(request.text, request.options) };
  } catch {
    response = { id: request.id, result: { ok: false, error: 'parse_error' } };
  }
  parentPort?.postMessage(response);
});
// Loaded (tsx, ical.js): the pool's time limit starts with the first feed, not with this start.
parentPort?.postMessage({ ready: true } satisfies ParseResponse);
