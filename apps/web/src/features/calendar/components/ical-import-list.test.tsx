import type { IcalImport } from '@gazda/contracts/calendar';
import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLocale } from '../../../lib/i18n';
import { renderWithRouter } from '../../../test/render';
import { IcalImportList } from './ical-import-list';

/* Issue #24 item 6: the host sees the state of each feed in the iCal tab. */

const NOW = Date.parse('2027-01-10T12:00:00Z');
const minutesAgo = (m: number) => new Date(NOW - m * 60_000).toISOString();

const fine: IcalImport = {
  id: 1,
  url: 'https://www.airbnb.com/calendar/ical/1.ics',
  name: 'Airbnb',
  last_success_at: minutesAgo(4),
  last_attempt_at: minutesAgo(4),
  failing_since: null,
  last_error: null,
  last_error_code: null,
  event_count: 3,
  notice: null,
  status: 'ok',
};
/** Failing for 2 hours: its error shows, not yet in red. */
const blip: IcalImport = {
  ...fine,
  id: 2,
  name: 'Booking',
  last_success_at: minutesAgo(150),
  last_attempt_at: minutesAgo(10),
  failing_since: minutesAgo(120),
  last_error: 'Server kalendara je odgovorio greškom 503',
  last_error_code: 'http_status',
  event_count: 7,
  status: 'failed',
};
/** Failing for two days: red, since when. */
const broken: IcalImport = {
  ...blip,
  id: 3,
  name: 'Google',
  last_success_at: minutesAgo(3000),
  failing_since: minutesAgo(2 * 24 * 60),
};

function itemOf(name: string): HTMLElement {
  return screen.getByText(name).closest('li')!;
}

describe('IcalImportList: the state of each feed', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    vi.setSystemTime(NOW);
  });
  afterEach(() => {
    vi.useRealTimers();
    setLocale('sr');
  });

  it('sr: synced minutes ago, the count of the last good sync, red only after a day', () => {
    setLocale('sr');
    renderWithRouter(<IcalImportList listingId={12} imports={[fine, blip, broken]} />);
    expect(itemOf('Airbnb').textContent).toContain('Sinhronizovan pre 4 minuta');
    expect(itemOf('Airbnb').textContent).toContain('3 događaja');
    expect(itemOf('Airbnb').dataset.failing).toBeUndefined();

    expect(itemOf('Booking').textContent).toContain('Server kalendara je odgovorio greškom 503');
    expect(itemOf('Booking').textContent).toContain('7 događaja');
    expect(itemOf('Booking').dataset.failing).toBeUndefined();
    expect(itemOf('Booking').textContent).not.toContain('Ne radi od');

    expect(itemOf('Google').dataset.failing).toBe('true');
    expect(itemOf('Google').textContent).toMatch(/Ne radi od .+ \(prekjuče\)/);
  });

  it('en: the relative time moves on while the tab stays open', () => {
    setLocale('en');
    renderWithRouter(<IcalImportList listingId={12} imports={[fine, broken]} />);
    expect(itemOf('Airbnb').textContent).toContain('Synced 4 minutes ago');
    expect(itemOf('Airbnb').textContent).toContain('3 events');
    expect(itemOf('Google').textContent).toMatch(/Failing since .+ \(2 days ago\)/);
    act(() => vi.advanceTimersByTime(2 * 60_000));
    expect(itemOf('Airbnb').textContent).toContain('Synced 6 minutes ago');
  });
});
