import type { DashboardToday } from '@gazda/contracts/dashboard';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLocale } from '../../../lib/i18n';
import { jsonResponse, renderWithRouter } from '../../../test/render';
import { HostToday } from './host-today';

const stay = {
  listing_id: 3,
  listing_name: 'Dorćol apartment',
  check_in: '2027-01-06',
  check_out: '2027-01-09',
  guests: 2,
  guest_name: 'Ana Anić',
};

const HOUR = 3_600_000;

function today(now: number): DashboardToday {
  return {
    arrivals: [{ ...stay, id: 11, code: 'GZ-11', day: 'today' }],
    departures: [{ ...stay, id: 12, code: 'GZ-12', guest_name: 'Boris B', day: 'tomorrow' }],
    staying: [],
    overdue_advances: [
      {
        ...stay,
        id: 13,
        code: 'GZ-13',
        advance: { amount: 5376, currency: 'EUR' },
        advance_due_date: '2027-01-02',
      },
    ],
    waiting_inquiries: [
      {
        id: 21,
        code: 'UP-21',
        listing_id: 4,
        listing_name: 'Zlatibor cabin',
        check_in: '2027-02-01',
        check_out: '2027-02-04',
        guests: 3,
        answer_by: new Date(now + 4.5 * HOUR).toISOString(),
      },
      {
        id: 22,
        code: 'UP-22',
        listing_id: 4,
        listing_name: 'Zlatibor cabin',
        check_in: '2027-03-01',
        check_out: '2027-03-04',
        guests: 3,
        answer_by: new Date(now - 3.2 * HOUR).toISOString(),
      },
    ],
    failing_feeds: [
      {
        id: 31,
        listing_id: 3,
        listing_name: 'Dorćol apartment',
        category: 'apartment',
        name: 'Booking.com',
        error: 'The calendar’s server answered with error 503',
        error_code: 'http_status',
        last_attempt_at: null,
      },
    ],
  };
}

function answer(data: DashboardToday) {
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>().mockImplementation(async () => jsonResponse(200, { data })),
  );
}

const section = (id: string) => within(screen.getByTestId(`today-${id}`));

describe('[DASHBOARD][TODAY] the host’s day on the dashboard', () => {
  beforeEach(() => setLocale('en'));
  afterEach(() => vi.unstubAllGlobals());

  it('links every line to its booking, inquiry or calendar, with the time left to answer', async () => {
    answer(today(Date.now()));
    renderWithRouter(<HostToday />);
    await screen.findByText('today · 2 guests · GZ-11');
    const arrival = section('arrivals').getByRole('link', { name: 'Ana Anić · Dorćol apartment' });
    expect(arrival.getAttribute('href')).toBe('/reservations/11');
    expect(section('arrivals').getByText('today · 2 guests · GZ-11')).toBeTruthy();
    expect(section('departures').getByText('tomorrow · 2 guests · GZ-12')).toBeTruthy();
    expect(section('overdue_advances').getByRole('link').getAttribute('href')).toBe(
      '/reservations/13',
    );
    expect(section('overdue_advances').getByText(/€53\.76 · was due/)).toBeTruthy();
    const inquiries = section('waiting_inquiries').getAllByRole('link');
    expect(inquiries.map((link) => link.getAttribute('href'))).toEqual([
      '/inquiry/21',
      '/inquiry/22',
    ]);
    expect(section('waiting_inquiries').getByText('answer within 5 hours · UP-21')).toBeTruthy();
    expect(
      section('waiting_inquiries').getByText('answer overdue by 3 hours · UP-22'),
    ).toBeTruthy();
    const feed = section('failing_feeds').getByRole('link', {
      name: 'Booking.com · Dorćol apartment',
    });
    expect(feed.getAttribute('href')).toBe('/listing/apartment/3/calendar');
    expect(
      section('failing_feeds').getByText('The calendar’s server answered with error 503'),
    ).toBeTruthy();
    // An empty section says so.
    expect(section('staying').getByText('No guests tonight.')).toBeTruthy();
  });

  it('says briefly that a section is empty, in Serbian too', async () => {
    setLocale('sr');
    answer({
      arrivals: [],
      departures: [],
      staying: [],
      overdue_advances: [],
      waiting_inquiries: [],
      failing_feeds: [],
    });
    renderWithRouter(<HostToday />);
    expect(await screen.findByText('Niko ne dolazi danas ni sutra.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Danas' })).toBeTruthy();
    expect(screen.getByText('Nijedan upit ne čeka.')).toBeTruthy();
    expect(screen.queryAllByRole('link')).toEqual([]);
  });

  it('lists five lines of a section and links to the rest', async () => {
    const data = today(Date.now());
    data.arrivals = Array.from({ length: 7 }, (_, i) => ({
      ...stay,
      id: 100 + i,
      code: `GZ-${i}`,
      day: 'tomorrow' as const,
    }));
    answer(data);
    renderWithRouter(<HostToday />);
    await screen.findByText('and 2 more');
    expect(section('arrivals').getAllByRole('link')).toHaveLength(6);
    expect(section('arrivals').getByRole('link', { name: 'and 2 more' }).getAttribute('href')).toBe(
      '/reservations',
    );
  });
});
