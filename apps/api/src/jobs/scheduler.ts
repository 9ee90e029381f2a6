import type { FastifyBaseLogger } from 'fastify';

export type Job = { name: string; run: () => Promise<unknown> };

export type Scheduler = {
  /** Stops the timer and waits (a few seconds at most) for a tick in progress. */
  stop: () => Promise<void>;
};

/**
 * A small interval runner: every `everyMs` it runs each job once, one tick at a time (a slow
 * tick delays the next rather than overlapping it). Jobs make themselves safe across processes
 * (they claim their work in the database), so every server process may run the scheduler.
 */
export function startScheduler(
  jobs: readonly Job[],
  options: {
    everyMs: number;
    log: FastifyBaseLogger;
    /** How long stop() waits for a tick in progress (5 s). */
    graceMs?: number;
  },
): Scheduler {
  let running: Promise<void> | null = null;
  let stopped = false;

  const tick = async () => {
    for (const job of jobs) {
      if (stopped) return;
      try {
        await job.run();
      } catch (err) {
        options.log.error({ err, job: job.name }, `scheduled job "${job.name}" failed`);
      }
    }
  };

  const timer = setInterval(() => {
    if (running || stopped) return;
    running = tick().finally(() => {
      running = null;
    });
  }, options.everyMs);
  timer.unref();

  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      if (!running) return;
      // A feed may take its whole 15 s deadline; shutdown does not wait for all of it.
      let timeout: NodeJS.Timeout | undefined;
      const grace = new Promise<void>((resolve) => {
        timeout = setTimeout(resolve, options.graceMs ?? 5_000);
      });
      await Promise.race([running, grace]);
      clearTimeout(timeout);
    },
  };
}
