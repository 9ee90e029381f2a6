import { describe, expect, it } from 'vitest';
import { retryDelayMs } from './delivery-retry';

describe('retryDelayMs', () => {
  it('doubles from a minute after each failed attempt, and stays at an hour', () => {
    const minutes = [0, 1, 2, 3, 4, 5, 6, 7, 8, 20].map((n) => retryDelayMs(n) / 60_000);
    expect(minutes).toEqual([1, 1, 2, 4, 8, 16, 32, 60, 60, 60]);
  });
});
