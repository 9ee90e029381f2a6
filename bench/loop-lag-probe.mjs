// Loaded into the bench's server with NODE_OPTIONS=--import (ical-hostile.ts): measures the main
// thread's event-loop lag with perf_hooks and appends one JSON line a second to
// BENCH_LOOP_LAG_FILE: { at, p99, max } in ms, the lag beyond the 10 ms sampling timer. Plain
// JavaScript because NODE_OPTIONS imports run before tsx is registered; worker threads skip it.
import { appendFileSync } from 'node:fs';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { setInterval } from 'node:timers';
import { isMainThread } from 'node:worker_threads';

const file = process.env.BENCH_LOOP_LAG_FILE;
if (isMainThread && file) {
  const resolution = 10;
  const histogram = monitorEventLoopDelay({ resolution });
  histogram.enable();
  const lag = (ns) => Math.max(0, ns / 1e6 - resolution);
  setInterval(() => {
    const line = { at: Date.now(), p99: lag(histogram.percentile(99)), max: lag(histogram.max) };
    try {
      appendFileSync(file, `${JSON.stringify(line)}\n`);
    } catch {
      // The bench's figure goes missing; the server must not fail for it.
    }
    histogram.reset();
  }, 1000).unref();
}
