import type { ActivityLogEntry } from '@gazda/contracts/activity-log';
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { setLocale } from '../../../lib/i18n';
import { renderWithRouter } from '../../../test/render';
import { EntryObject } from './entry-object';

const listing = { id: 4, name: 'Dorćol flat', currency: 'EUR', category: 'apartment' as const };

function entry(overrides: Partial<ActivityLogEntry>): ActivityLogEntry {
  return {
    id: 1,
    kind: 'changed',
    entity: 'user',
    entity_id: 7,
    field: 'status',
    from: null,
    to: null,
    listing: null,
    booking: null,
    actor: null,
    created_at: '2027-01-01T10:00:00Z',
    ...overrides,
  };
}

describe('[ACTIVITY] every row names and links its object (issue #26 item 7)', () => {
  beforeEach(() => setLocale('en'));

  it.each([
    [
      'a reservation by its code and guest',
      entry({
        entity: 'reservation',
        entity_id: 31,
        listing,
        booking: { code: 'GZ-31', guest_name: 'Ana Anić' },
      }),
      'GZ-31 · Ana Anić',
      '/reservations/31',
    ],
    [
      'an inquiry by its code and guest',
      entry({
        entity: 'inquiry',
        entity_id: 32,
        listing,
        booking: { code: 'UP-32', guest_name: 'Bo' },
      }),
      'UP-32 · Bo',
      '/inquiry/32',
    ],
    [
      'a listing by its name',
      entry({ entity: 'listing', listing }),
      'Dorćol flat',
      '/listing/apartment/4',
    ],
    [
      'a calendar change by its listing',
      entry({ entity: 'calendar', field: 'blocked', listing }),
      'Dorćol flat',
      '/listing/apartment/4/calendar',
    ],
    [
      'the ID',
      entry({ entity: 'government_id', field: 'front' }),
      'ID verification',
      '/government-id',
    ],
    [
      'a payout method',
      entry({ entity: 'payout_method', field: 'swift' }),
      'Payout method',
      '/user-settings/payouts',
    ],
    ['the account', entry({ entity: 'user', field: 'lang' }), 'Your account', '/user-settings'],
  ])('%s', (_name, e, label, href) => {
    renderWithRouter(<EntryObject entry={e} />);
    expect(screen.getByRole('link', { name: label }).getAttribute('href')).toBe(href);
  });

  it("a booking's row names its listing under it", () => {
    renderWithRouter(
      <EntryObject
        entry={entry({
          entity: 'reservation',
          entity_id: 31,
          listing,
          booking: { code: 'GZ-31', guest_name: 'Ana Anić' },
        })}
      />,
    );
    expect(screen.getByText('Dorćol flat')).toBeTruthy();
  });
});
