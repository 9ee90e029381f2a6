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
