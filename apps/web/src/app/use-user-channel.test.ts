import type { User } from '@gazda/contracts/user';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getLocale, setLocale } from '../lib/i18n';
import { queryKeys } from '../lib/query-keys';
import type { connectUserChannel as ConnectUserChannel } from '../lib/realtime';
import { setToken } from '../lib/session';
import { demoUser } from '../test/render';
import { createQueryClient } from './query-client';
import { useUserChannel } from './use-user-channel';

// The socket itself is lib/realtime's; here, what the panel does with what the channel delivers.
const realtime = vi.hoisted(() => ({
  connectUserChannel: vi.fn<typeof ConnectUserChannel>(),
}));
vi.mock('../lib/realtime', () => realtime);

afterEach(() => setLocale('sr'));

describe('[ACCOUNT][REALTIME] UserUpdated in the panel', () => {
  it('replaces the stored user and adopts its language', () => {
    const disconnect = vi.fn();
    realtime.connectUserChannel.mockReturnValue(disconnect);
    setToken('tok');
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

    const { unmount } = renderHook(() => useUserChannel(demoUser.id), {
      wrapper: ({ children }: { children: ReactNode }) =>
        createElement(QueryClientProvider, { client: queryClient }, children),
    });
    expect(realtime.connectUserChannel).toHaveBeenCalledTimes(1);
    const options = realtime.connectUserChannel.mock.calls[0]![0];
    expect(options).toMatchObject({ token: 'tok', userId: demoUser.id });
    act(() => options.onUserUpdated({ user: updated }));

    expect(queryClient.getQueryData(queryKeys.me)).toEqual(updated);
    expect(getLocale()).toBe('en');
    unmount();
    expect(disconnect).toHaveBeenCalled();
  });
});
