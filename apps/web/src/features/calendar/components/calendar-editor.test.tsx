import type { PutDaysBody } from '@gazda/contracts/calendar';
import { diffDays } from '@gazda/domain/dates';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLocale } from '../../../lib/i18n';
import { jsonResponse, renderWithRouter } from '../../../test/render';
import { changedOverrides, exampleDays, workedExample } from '../test/fixtures';
import { CalendarEditor } from './calendar-editor';

const puts: PutDaysBody[] = [];

function server(url: string, init?: RequestInit): Promise<Response> {
  const { pathname, searchParams } = new URL(url, 'http://panel.test');
  if (pathname === '/api/calendar/init-data/12')
    return Promise.resolve(jsonResponse(200, { data: workedExample }));
  if (pathname === '/api/calendar/12' && init?.method !== 'PUT') {
    const days = exampleDays(searchParams.get('start') ?? '', Number(searchParams.get('days')));
    return Promise.resolve(jsonResponse(200, { data: { days } }));
  }
  if (pathname === '/api/calendar/12/days' && init?.method === 'PUT') {
    const body = JSON.parse(String(init.body)) as PutDaysBody;
    puts.push(body);
    // The changed days as the server prices them: with the domain, not with the panel's code.
    const count = diffDays(body.from, body.to) + 1;
    const changed = exampleDays(body.from, count, changedOverrides(body));
    return Promise.resolve(jsonResponse(200, { data: { days: changed } }));
  }
  return new Promise<Response>(() => {});
}

function day(name: RegExp) {
  return screen.getByRole('button', { name, hidden: true });
}

describe('calendar editor', () => {
  beforeEach(() => {
    setLocale('sr');
    puts.length = 0;
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2027-01-01T09:00:00Z'));
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>((input, init) => server(String(input), init)),
    );
  });
  afterEach(() => vi.useRealTimers());

  it('selects a range with two clicks, prices it and sets a special price on it', async () => {
    const user = userEvent.setup();
    renderWithRouter(
      <CalendarEditor listingId={12} categoryConst="apartment" notFound={null} />,
      '/listing/apartment/12/calendar',
    );
    expect(
      await screen.findByText('Korisnici kalendara dobijaju i do 60% više rezervacija'),
    ).toBeTruthy();

    await user.click(day(/, 12\. januar 2027/));
    await user.click(day(/, 10\. januar 2027/));
    expect(day(/, 11\. januar 2027/).getAttribute('aria-pressed')).toBe('true');
    const summary = await screen.findByTestId('selection-summary');
    expect(summary.textContent?.replace(/\s/g, ' ')).toBe('Izabrano: 3 noći · sada 135,00 €');

    const sheet = screen.getByRole('dialog');
    await user.type(within(sheet).getByLabelText('Specijalna cena po noći'), '45');
    await user.click(within(sheet).getByRole('button', { name: 'Postavi' }));
    expect(puts).toEqual([{ from: '2027-01-10', to: '2027-01-12', price: 4500 }]);
    await waitFor(() =>
      expect(day(/, 11\. januar 2027/).getAttribute('aria-label')).toContain('specijalna cena'),
    );
  });

  it('Escape clears the selection', async () => {
    const user = userEvent.setup();
    renderWithRouter(<CalendarEditor listingId={12} categoryConst="apartment" notFound={null} />);
    await screen.findByText('Korisnici kalendara dobijaju i do 60% više rezervacija');
    await user.click(day(/, 5\. januar 2027/));
    expect(day(/, 5\. januar 2027/).getAttribute('aria-pressed')).toBe('true');
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(day(/, 5\. januar 2027/).getAttribute('aria-pressed')).toBe('false');
  });

  it("shows the not-found message for a listing that is not the user's", async () => {
    vi.stubGlobal(
      'fetch',
      vi
        .fn<typeof fetch>()
        .mockResolvedValue(jsonResponse(404, { message: 'Apartment not found' })),
    );
    renderWithRouter(
      <CalendarEditor listingId={99} categoryConst="apartment" notFound={<p>not yours</p>} />,
    );
    expect(await screen.findByText('not yours')).toBeTruthy();
  });
});
