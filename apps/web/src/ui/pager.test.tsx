import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithRouter } from '../test/render';
import { Pager } from './pager';

describe('Pager', () => {
  it('names its arrows and its pages (axe button-name), in the panel language', async () => {
    renderWithRouter(<Pager total={12} value={5} onChange={() => {}} withEdges />);
    for (const name of [/prva strana/i, /prethodna strana/i, /sledeća strana/i, /poslednja strana/i]) {
      expect(await screen.findByRole('button', { name })).toBeTruthy();
    }
    expect(screen.getByRole('button', { name: 'Strana 5' }).getAttribute('aria-current')).toBe('page');
  });
});
