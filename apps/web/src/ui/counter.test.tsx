import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithRouter } from '../test/render';
import { COUNTER_MAX, Counter } from './counter';

function Harness({ start, min, max }: { start: number | null; min?: number; max?: number }) {
  const [value, setValue] = useState(start);
  return (
    <Counter
      value={value}
      onChange={setValue}
      min={min}
      max={max}
      label="Rooms"
      decreaseLabel="Fewer rooms"
      increaseLabel="More rooms"
    />
  );
}

const input = () => screen.getByRole('textbox', { name: 'Rooms' }) as HTMLInputElement;
const minus = () => screen.getByRole('button', { name: 'Fewer rooms' });
const plus = () => screen.getByRole('button', { name: 'More rooms' });

describe('counter widget (docs/rules/product.md §2, §9: 1 … 1000000)', () => {
  it('blocks minus at the default minimum 1', () => {
    renderWithRouter(<Harness start={2} />);
    fireEvent.click(minus());
    expect(input().value).toBe('1');
    expect(minus()).toHaveProperty('disabled', true);
    fireEvent.click(minus());
    expect(input().value).toBe('1');
  });

  it('blocks plus at the default maximum 1000000', () => {
    renderWithRouter(<Harness start={COUNTER_MAX - 1} />);
    expect(plus()).toHaveProperty('disabled', false);
    fireEvent.click(plus());
    expect(input().value).toBe('1000000');
    expect(plus()).toHaveProperty('disabled', true);
  });

  it('keeps custom bounds; empty steps from the minimum', () => {
    renderWithRouter(<Harness start={null} min={0} max={3} />);
    expect(minus()).toHaveProperty('disabled', true);
    fireEvent.click(plus());
    expect(input().value).toBe('0');
    fireEvent.click(plus());
    fireEvent.click(plus());
    fireEvent.click(plus());
    expect(input().value).toBe('3');
    expect(plus()).toHaveProperty('disabled', true);
  });

  it('a value above the maximum steps back inside [min, max]', () => {
    renderWithRouter(<Harness start={5_000_000} />);
    fireEvent.click(minus());
    expect(input().value).toBe('1000000');
  });
});
