import { z } from '@gazda/contracts/zod';
import { describe, expect, it } from 'vitest';

describe('zod in the panel', () => {
  it('runs without eval, so the CSP (script-src without unsafe-eval) is never probed', () => {
    expect(z.config().jitless).toBe(true);
    expect(z.object({ a: z.string() }).parse({ a: 'x' })).toEqual({ a: 'x' });
  });
});
