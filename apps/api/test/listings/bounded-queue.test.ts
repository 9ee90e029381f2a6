import { describe, expect, it } from 'vitest';
import { createBoundedQueue } from '../../src/features/photos/bounded-queue';

/** The image queue's semaphore (photo-processing.ts imageQueue) on its own, with tasks we hold. */

function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

function queue(slots: number, capacity: number, maxWaiting: number) {
  return createBoundedQueue({ slots, capacity, maxWaiting, refuse: () => new Error('full') });
}

/** A task that records its start and end in `log` and waits for its gate. */
function held(log: string[], name: string) {
  const g = gate();
  const task = async () => {
    log.push(`start ${name}`);
    await g.opened;
    log.push(`end ${name}`);
    return name;
  };
  return { task, open: g.open };
}

describe('[PHOTOS] bounded queue', () => {
  it('runs at most `slots` tasks at once, the others in the order they came', async () => {
    const q = queue(2, 100, 10);
    const log: string[] = [];
    const tasks = ['a', 'b', 'c', 'd'].map((name) => held(log, name));
    const results = tasks.map((t) => q.run(1, t.task));
    await tick();
    expect(log).toEqual(['start a', 'start b']);
    expect([q.running, q.waiting]).toEqual([2, 2]);
    tasks[1]!.open();
    await tick();
    expect(log).toEqual(['start a', 'start b', 'end b', 'start c']);
    tasks[0]!.open();
    tasks[2]!.open();
    tasks[3]!.open();
    expect(await Promise.all(results)).toEqual(['a', 'b', 'c', 'd']);
    expect([q.running, q.waiting]).toEqual([0, 0]);
  });

  it('runs a task as heavy as the capacity alone, and one heavier (capped) alone too', async () => {
    const q = queue(4, 50, 10);
    const log: string[] = [];
    const [light, heavy, heavier, after] = ['light', 'heavy', 'heavier', 'after'].map((n) =>
      held(log, n),
    );
    const done = [
      q.run(10, light!.task),
      q.run(50, heavy!.task),
      q.run(80, heavier!.task),
      q.run(10, after!.task),
    ];
    await tick();
    expect(log).toEqual(['start light']);
    light!.open();
    await tick();
    expect(log.slice(-1)).toEqual(['start heavy']);
    heavy!.open();
    await tick();
    expect(log.slice(-1)).toEqual(['start heavier']);
    heavier!.open();
    await tick();
    expect(log.slice(-1)).toEqual(['start after']);
    after!.open();
    await Promise.all(done);
  });

  it('does not let lighter tasks overtake a heavy one waiting at the head', async () => {
    const q = queue(4, 50, 10);
    const log: string[] = [];
    const first = held(log, 'first');
    const heavy = held(log, 'heavy');
    const light = held(log, 'light');
    const done = [q.run(20, first.task), q.run(50, heavy.task), q.run(5, light.task)];
    await tick();
    // 20 + 5 would fit, but the heavy task came before the light one.
    expect(log).toEqual(['start first']);
    first.open();
    await tick();
    expect(log).toEqual(['start first', 'end first', 'start heavy']);
    heavy.open();
    light.open();
    await Promise.all(done);
    expect(log.slice(-2)).toEqual(['start light', 'end light']);
  });

  it('refuses at once when `maxWaiting` tasks already wait, without running the task', async () => {
    const q = queue(1, 100, 2);
    const log: string[] = [];
    const tasks = ['a', 'b', 'c'].map((name) => held(log, name));
    const done = tasks.map((t) => q.run(1, t.task));
    let ran = false;
    await expect(
      q.run(1, async () => {
        ran = true;
      }),
    ).rejects.toThrow('full');
    expect(ran).toBe(false);
    expect([q.running, q.waiting]).toEqual([1, 2]);
    for (const t of tasks) t.open();
    await Promise.all(done);
    await expect(q.run(1, async () => 'later')).resolves.toBe('later');
  });

  it('frees the slot of a task that fails', async () => {
    const q = queue(1, 100, 5);
    const failing = q.run(1, async () => {
      throw new Error('broken image');
    });
    const next = q.run(1, async () => 'next');
    await expect(failing).rejects.toThrow('broken image');
    await expect(next).resolves.toBe('next');
    expect([q.running, q.waiting]).toEqual([0, 0]);
  });
});
