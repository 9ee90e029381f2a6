import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { setLocale } from '../../../lib/i18n';
import { renderWithRouter } from '../../../test/render';
import { GuestCounter } from './guest-counter';

function Counter({ max }: { max: number }) {
  const [value, setValue] = useState(1);
  return <GuestCounter value={value} max={max} onChange={setValue} />;
}

describe('guest counter (docs/rules/product.md §2 counter widget)', () => {
  beforeEach(() => setLocale('en'));

  it('blocks minus at 1 and plus at the maximum', () => {
    renderWithRouter(<Counter max={3} />);
    const minus = screen.getByRole('button', { name: 'Fewer guests' });
    const plus = screen.getByRole('button', { name: 'More guests' });
    const count = screen.getByRole('textbox', { name: 'Guests' }) as HTMLInputElement;
    expect(count.value).toBe('1');
    expect(minus).toHaveProperty('disabled', true);
    fireEvent.click(plus);
    fireEvent.click(plus);
    expect(count.value).toBe('3');
    expect(plus).toHaveProperty('disabled', true);
    fireEvent.click(plus);
    expect(count.value).toBe('3');
    expect(minus).toHaveProperty('disabled', false);
    fireEvent.click(minus);
    expect(count.value).toBe('2');
  });
});
