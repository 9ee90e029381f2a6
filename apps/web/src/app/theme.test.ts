import { describe, expect, it } from 'vitest';
import { theme } from './theme';

// theme.ts's MODAL_MAX_WIDTH, said again: changing it changes this test.
const MODAL_MAX_WIDTH = 800;

describe('theme (docs/rules/product.md §1, §9)', () => {
  it('the primary colour is black and a modal is 800 px wide at most by default', () => {
    expect(theme.primaryColor).toBe('ink');
    expect(theme.colors?.ink?.[6]).toBe('#000000');
    expect(MODAL_MAX_WIDTH).toBe(800);
    expect(theme.components?.Modal?.defaultProps).toMatchObject({ size: 800 });
  });
});
