import type { PushSubscription } from '@gazda/contracts/push';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setLocale } from '../../../lib/i18n';
import { setToken } from '../../../lib/session';
import { jsonResponse, renderWithRouter } from '../../../test/render';
import { PushDevices } from './push-devices';

const browser: PushSubscription = {
  id: 3,
  kind: 'web',
  platform: 'fcm.googleapis.com',
  device:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
  label: '…abcdefabcdef',
  created_at: '2026-11-20T08:00:00.000Z',
};
const app: PushSubscription = {
  id: 4,
  kind: 'app',
  platform: 'android',
  device: null,
  label: '…123456789012',
  created_at: '2026-11-21T08:00:00.000Z',
};

function server() {
  let devices = [browser, app];
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    if ((init?.method ?? 'GET') === 'GET') return jsonResponse(200, { data: devices });
    devices = devices.filter((d) => !String(input).endsWith(`/${d.id}`));
    return new Response(null, { status: 204 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('the devices that get push notifications (notifications tab)', () => {
  beforeEach(() => setToken('tok'));

  it('lists a browser and the app, and removes one (sr)', async () => {
    setLocale('sr');
    const fetchMock = server();
    renderWithRouter(<PushDevices />);
    const list = await screen.findByRole('list');
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2));
    expect(screen.getByRole('listitem', { name: 'Pregledač · Chrome · Linux' })).toBeTruthy();
    const phone = screen.getByRole('listitem', { name: 'Gazda aplikacija · Android' });
    await userEvent.click(
      within(phone).getByRole('button', { name: 'Ukloni Gazda aplikacija · Android' }),
    );
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));
    expect(
      fetchMock.mock.calls.map(([url, init]) => `${init?.method ?? 'GET'} ${String(url)}`),
    ).toContain('DELETE /api/push-subscriptions/4');
  });

  it('says so when there is no device yet (en)', async () => {
    setLocale('en');
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async () => jsonResponse(200, { data: [] })),
    );
    renderWithRouter(<PushDevices />);
    expect(await screen.findByText(/No device yet/)).toBeTruthy();
  });
});
