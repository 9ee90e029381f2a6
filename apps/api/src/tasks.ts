import type { FastifyBaseLogger } from 'fastify';

/**
 * Work that must not delay or fail the answer (sending a mail). Every task is tracked so that a
 * graceful shutdown, and a test reading the outbox, can wait until all of them have finished.
 */
export type Tasks = {
  run: (name: string, work: () => Promise<unknown>) => void;
  idle: () => Promise<void>;
};

export function createTasks(log: FastifyBaseLogger): Tasks {
  const running = new Set<Promise<unknown>>();
  return {
    run(name, work) {
      const task = Promise.resolve()
        .then(work)
        .catch((err: unknown) => log.error({ err, task: name }, `background task "${name}" failed`))
        .finally(() => running.delete(task));
      running.add(task);
    },
    async idle() {
      while (running.size > 0) await Promise.allSettled([...running]);
    },
  };
}
