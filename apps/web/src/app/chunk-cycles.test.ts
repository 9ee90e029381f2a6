import { describe, expect, it } from 'vitest';
import { chunkCycle } from '../../build/chunk-cycles';

describe('the build refuses chunks that import each other in a cycle (build/chunk-cycles.ts)', () => {
  it('finds a cycle, however long, and names its chunks in import order', () => {
    const imports = new Map([
      ['main.js', ['forms.js']],
      ['forms.js', []],
      ['ui-rest.js', ['main.js', 'toasts.js']],
      ['toasts.js', ['page.js']],
      ['page.js', ['ui-rest.js']],
    ]);
    expect(chunkCycle(imports)).toEqual(['ui-rest.js', 'toasts.js', 'page.js', 'ui-rest.js']);
    expect(chunkCycle(new Map([['a.js', ['a.js']]]))).toEqual(['a.js', 'a.js']);
  });

  it('accepts chunks shared along several paths without a cycle', () => {
    const imports = new Map([
      ['main.js', []],
      ['page-panel.js', ['main.js', 'page-panel-calendar.js', 'data-panel.js']],
      ['page-calendar.js', ['page-panel-calendar.js', 'main.js']],
      ['page-panel-calendar.js', ['main.js', 'data-panel.js']],
      ['data-panel.js', ['main.js']],
    ]);
    expect(chunkCycle(imports)).toBeUndefined();
  });
});
