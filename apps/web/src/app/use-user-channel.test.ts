import type { User } from '@gazda/contracts/user';
import { afterEach, describe, expect, it } from 'vitest';
import { getLocale, setLocale } from '../lib/i18n';
import { queryKeys } from '../lib/query-keys';
import { demoUser } from '../test/render';
import { createQueryClient } from './query-client';
import { applyUserUpdated } from './use-user-channel';

afterEach(() => setLocale('sr'));

describe('[ACCOUNT][REALTIME] UserUpdated in the panel', () => {
  it('replaces the stored user and adopts its language', () => {
    const queryClient = createQueryClient();
    queryClient.setQueryData(queryKeys.me, demoUser as unknown as User);
    const updated = {
      ...demoUser,
      apartmentCount: 2,
      settings: {
        lang: 'en',
        notifications: false,
        mails: {
          new_bookings: true,
          trip_updates: true,
          booking_changes: true,
          reminders: true,
          messages: true,
        },
      },
    } as unknown as User;

    applyUserUpdated(queryClient, { user: updated });

    expect(queryClient.getQueryData(queryKeys.me)).toEqual(updated);
    expect(getLocale()).toBe('en');
  });
});
