import { authPaths } from '@gazda/contracts/paths';
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  publicDays,
  publicListing,
  threeNightQuote,
} from '../features/public-listings/test/fixtures';
import { setLocale } from '../lib/i18n';
import { queryKeys } from '../lib/query-keys';
import { setToken } from '../lib/session';
import { demoUser, jsonResponse, renderRoutes } from '../test/render';
import { PublicListingRoute } from './public-listing';

function serve() {
  const fetchMock = vi.fn<typeof fetch>((input, init) => {
    const url = String(input);
    if (init?.method === 'POST') return Promise.resolve(new Response(null, { status: 202 }));
    if (url.includes('/calendar'))
      return Promise.resolve(jsonResponse(200, { data: { days: publicDays('2027-01-01', 60) } }));
    if (url.includes('/min-stay-blocked'))
      return Promise.resolve(jsonResponse(200, { data: { dates: [] } }));
    if (url.includes('/pricing'))
      return Promise.resolve(jsonResponse(200, { data: threeNightQuote }));
    if (url === '/api/public/ads/12')
      return Promise.resolve(jsonResponse(200, { data: publicListing() }));
    return Promise.resolve(jsonResponse(404, { message: 'Not found' }));
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** Issue #23 item 8: the route hands the form the cached `me` and the auth feature's resend. */
describe('/ads/{id} for a logged-in guest whose address is not verified', () => {
  beforeEach(() => {
    setLocale('en');
    localStorage.clear();
    setToken('token-of-the-guest');
  });
  afterEach(() => vi.unstubAllGlobals());

  it('warns before Book and mails the link again through the verification endpoint', async () => {
    const fetchMock = serve();
    renderRoutes((queryClient) => {
      queryClient.setQueryData(queryKeys.me, { ...demoUser, email_verified_at: null });
      return [{ path: '/ads/:id', element: <PublicListingRoute /> }];
    }, '/ads/12?check_in=2027-01-06&check_out=2027-01-09&guests=2');
    expect((await screen.findByTestId('booking-verify-email')).textContent).toContain(
      'Verify your e-mail address before booking.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Send the link again' }));
    expect(await screen.findByText(/We sent you a new link/)).toBeTruthy();
    const posts = fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST');
    expect(posts.map(([url]) => String(url))).toEqual([authPaths.resendVerification]);
    // `me` is read from the cache, never asked for here.
    expect(fetchMock.mock.calls.some(([url]) => String(url) === authPaths.me)).toBe(false);
  });
});
