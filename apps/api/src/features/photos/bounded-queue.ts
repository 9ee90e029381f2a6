type BoundedQueueOptions = {
  /** Tasks that may run at once. */
  slots: number;
  /** What the running tasks may weigh together (the pixels being decoded); one heavier runs alone. */
  capacity: number;
  /** Tasks that may wait for their turn; one more is refused at once. */
  maxWaiting: number;
  /** The error a refused task rejects with. */
  refuse: () => Error;
};

type BoundedQueue = {
  /** Runs `task` when its turn comes, first come first served; rejects with `refuse()` when full. */
  run<T>(weight: number, task: () => Promise<T>): Promise<T>;
  readonly running: number;
  readonly waiting: number;
};

type Waiter = { weight: number; start: () => void };

/**
 * A FIFO semaphore with weights: at most `slots` tasks run at once and their weights add up to at
 * most `capacity`. Strictly in order: a heavy task at the head is not overtaken by lighter ones
 * behind it, so it cannot wait forever.
 */
export function createBoundedQueue(options: BoundedQueueOptions): BoundedQueue {
  const { slots, capacity, maxWaiting, refuse } = options;
  let running = 0;
  let load = 0;
  const waiting: Waiter[] = [];

  const fits = (weight: number) => running < slots && load + weight <= capacity;

  function startWaiting() {
    while (waiting.length > 0 && fits(waiting[0]!.weight)) {
      const next = waiting.shift()!;
      running += 1;
      load += next.weight;
      next.start();
    }
  }

  async function run<T>(weight: number, task: () => Promise<T>): Promise<T> {
    const own = Math.min(Math.max(weight, 0), capacity);
    if (waiting.length === 0 && fits(own)) {
      running += 1;
      load += own;
    } else if (waiting.length >= maxWaiting) {
      throw refuse();
    } else {
      await new Promise<void>((start) => waiting.push({ weight: own, start }));
    }
    try {
      return await task();
    } finally {
      running -= 1;
      load -= own;
      startWaiting();
    }
  }

  return {
    run,
    get running() {
      return running;
    },
    get waiting() {
      return waiting.length;
    },
  };
}
