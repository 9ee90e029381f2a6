import type { LocalDate } from '@gazda/domain/dates';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setLocale } from '../../lib/i18n';
import { renderWithRouter } from '../../test/render';
import { DateRangeInput } from './date-range-input';

type DateRange = [LocalDate | null, LocalDate | null];

function Harness(props: {
  start: DateRange;
  error?: string;
  onChange?: (range: DateRange) => void;
}) {
  const [range, setRange] = useState(props.start);
  return (
    <DateRangeInput
      label="Datumi"
      value={range}
      onChange={(next) => {
        setRange(next);
        props.onChange?.(next);
      }}
      defaultDate="2027-03-01"
      clearable
      error={props.error}
    />
  );
}

const input = () => screen.getByRole('button', { name: 'Datumi' });

describe('date range input', () => {
  beforeEach(() => setLocale('sr'));

  it('shows a stay the Serbian way', () => {
    renderWithRouter(<Harness start={['2027-03-05', '2027-03-08']} />);
    expect(input().textContent).toBe('5. 3. 2027. – 8. 3. 2027.');
  });

  it('shows it the English way in English', () => {
    setLocale('en');
    renderWithRouter(<Harness start={['2027-03-05', '2027-03-08']} />);
    expect(input().textContent).toBe('Mar 5, 2027 – Mar 8, 2027');
  });

  it('hands on the two picked days as YYYY-MM-DD, weeks from Monday', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithRouter(<Harness start={[null, null]} onChange={onChange} />);
    await user.click(input());
    // The picker's day buttons are named by dayjs ("5 mart 2027").
    const day = (name: string) =>
      screen.getByRole('button', { name: new RegExp(`^${name}$`, 'i'), hidden: true });
    await waitFor(() => day('1 mart 2027'));
    const weekdays = screen.getAllByRole('columnheader', { hidden: true });
    expect(weekdays[0]?.textContent).toMatch(/^po/i);
    await user.click(day('5 mart 2027'));
    await user.click(day('8 mart 2027'));
    expect(onChange).toHaveBeenLastCalledWith(['2027-03-05', '2027-03-08']);
  });

  it("shows the server's message for the dates", () => {
    renderWithRouter(<Harness start={['2027-03-05', '2027-03-08']} error="Termin je zauzet" />);
    expect(screen.getByText('Termin je zauzet')).toBeTruthy();
    expect(input().getAttribute('aria-invalid')).toBe('true');
  });
});
