import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { setLocale } from '../../../lib/i18n';
import { renderWithRouter } from '../../../test/render';
import { exampleDays, workedExample } from '../test/fixtures';
import classes from './calendar-grid.module.css';
import { MonthGrid } from './month-grid';

const days = exampleDays('2027-01-01', 31);
const noop = () => {};

function renderMonth(today = '2027-01-01', list = days) {
  return renderWithRouter(
    <MonthGrid
      month="2027-01"
      listingId={12}
      categoryConst="apartment"
      daysByDate={new Map(list.map((d) => [d.date, d]))}
      rulesById={new Map(workedExample.rules.map((r) => [r.id, r]))}
      currency="EUR"
      defaultMinStay={2}
      today={today}
      highlighted={null}
      onSelect={noop}
      onDragStart={noop}
      onPointerOver={noop}
    />,
  );
}

describe('month grid', () => {
  beforeEach(() => setLocale('sr'));

  it('names why a day is unavailable, and the iCal feed it came from', () => {
    renderMonth();
    const blocked = screen.getByRole('button', { name: /, 20\. januar 2027/ });
    expect(blocked.getAttribute('aria-label')).toContain('Blokirali ste');
    expect(blocked.getAttribute('title')).toBe('Blokirali ste');
    expect(screen.getByTitle('Uvezeni kalendar: Airbnb')).toBeTruthy();
    expect(screen.getByTitle('Rezervacija')).toBeTruthy();
  });

  it('shows weeks Monday first with Serbian names and marks special prices and rules', () => {
    renderMonth();
    expect(screen.getByText('januar 2027.')).toBeTruthy();
    const special = screen.getByRole('button', { name: /, 7\. januar 2027/ });
    expect(special.getAttribute('aria-label')).toContain('specijalna cena');
    expect(special.textContent).toContain('45');
    const rule = screen.getByRole('button', { name: /, 11\. januar 2027/ });
    expect(rule.getAttribute('aria-label')).toContain('pravilo Last minute');
  });

  it('mutes and disables the past', () => {
    renderMonth('2027-01-15');
    expect(
      (screen.getByRole('button', { name: /, 14\. januar 2027/ }) as HTMLButtonElement).disabled,
    ).toBe(true);
    expect(
      (screen.getByRole('button', { name: /, 15\. januar 2027/ }) as HTMLButtonElement).disabled,
    ).toBe(false);
  });

  it('lets the currency of a long price give way in a narrow cell, never the amount', () => {
    const priced = days.map((d) =>
      d.date === '2027-01-12'
        ? { ...d, price: 3570 }
        : d.date === '2027-01-13'
          ? { ...d, price: 4200 }
          : d,
    );
    renderMonth('2027-01-01', priced);
    const cell = (day: number) =>
      screen.getByRole('button', { name: new RegExp(`, ${day}\\. januar 2027`) });
    const long = cell(12).querySelector(`.${classes.price}`)!;
    expect(long.classList.contains(classes.long!)).toBe(true);
    expect(long.textContent).toBe('35,70\u00a0€');
    expect(long.querySelector(`.${classes.currency}`)?.textContent).toBe('\u00a0€');
    expect(cell(12).getAttribute('aria-label')).toContain('35,70');
    const short = cell(13).querySelector(`.${classes.price}`)!;
    expect(short.classList.contains(classes.long!)).toBe(false);
    expect(short.textContent).toBe('42\u00a0€');
  });
});

describe('month grid: the bars of booked stays', () => {
  beforeEach(() => setLocale('sr'));

  const reserved = (id: number, kind: 'reservation' | 'manual' | 'hold', guest_name: string) => ({
    available: false,
    reason: kind === 'hold' ? ('inquiry' as const) : ('reservation' as const),
    booking: { id, kind, guest_name },
  });
  // 2027-01-09 is a Saturday: the stay of the 9th to the 12th runs into the next week.
  const booked = exampleDays('2027-01-01', 31, {
    '2027-01-09': reserved(501, 'reservation', 'Jelena J.'),
    '2027-01-10': reserved(501, 'reservation', 'Jelena J.'),
    '2027-01-11': reserved(501, 'reservation', 'Jelena J.'),
    '2027-01-14': reserved(77, 'manual', 'Milan M.'),
    '2027-01-15': reserved(77, 'manual', 'Milan M.'),
    '2027-01-18': reserved(9, 'hold', 'Ana I.'),
    '2027-01-25': { available: false, reason: 'ical', source_name: 'Airbnb' },
    '2027-01-26': { available: false, reason: 'ical', source_name: 'Airbnb' },
  });

  it('names the guest on a bar per week that opens the booking, with the stay in its name', () => {
    renderMonth('2027-01-01', booked);
    const jelena = screen.getAllByRole('link', { name: /^Rezervacija: Jelena J\., / });
    expect(jelena).toHaveLength(2);
    for (const bar of jelena) {
      expect(bar.getAttribute('href')).toBe('/reservations/501');
      expect(bar.textContent).toBe('Jelena J.');
      // The whole stay, the 9th to the check-out on the 12th, in both weeks' bars.
      expect(bar.getAttribute('aria-label')).toMatch(/9.*12/);
    }
    expect(jelena.map((bar) => bar.style.getPropertyValue('--span'))).toEqual(['2', '1']);
    expect(jelena.map((bar) => bar.style.getPropertyValue('--column'))).toEqual(['5', '0']);

    const manual = screen.getByRole('link', { name: /^Ručna rezervacija: Milan M\., / });
    expect(manual.getAttribute('href')).toBe('/listing/apartment/12/reservation/77');
    expect(manual.style.getPropertyValue('--span')).toBe('2');
    const hold = screen.getByRole('link', { name: /^Upit \(noći zadržane\): Ana I\., / });
    expect(hold.getAttribute('href')).toBe('/inquiry/9');
  });

  it("shows an iCal import's name on its bar, which leads nowhere", () => {
    renderMonth('2027-01-01', booked);
    const airbnb = screen.getByTitle(/^Uvezeno iz kalendara Airbnb: /);
    expect(airbnb.tagName).toBe('SPAN');
    expect(airbnb.textContent).toBe('Airbnb');
    expect(screen.queryByRole('link', { name: /Airbnb/ })).toBeNull();
    expect(screen.getAllByRole('link')).toHaveLength(4);
  });

  it('names the bars in English too', () => {
    setLocale('en');
    renderMonth('2027-01-01', booked);
    expect(screen.getAllByRole('link', { name: /^Reservation: Jelena J\., Jan 9/ })).toHaveLength(
      2,
    );
    expect(screen.getByRole('link', { name: /^Manual reservation: Milan M\./ })).toBeTruthy();
  });
});
