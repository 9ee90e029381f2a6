import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setLocale } from '../../../lib/i18n';
import { queryKeys } from '../../../lib/query-keys';
import { getToken, setToken } from '../../../lib/session';
import { demoUser, jsonResponse, renderWithRouter } from '../../../test/render';
import { rememberRedirectAfterVerify, takeRedirectAfterVerify } from '../redirect-after-verify';
import { VerifyEmailStatus } from './verify-email-status';

const link = { id: '7', hash: 'abc', expires: '1', signature: 'sig' };
const verified = { ...demoUser, email_verified_at: '2026-01-02T03:04:05.000Z' };

/** The verification link logs in: its token is kept the way a login keeps one. */
describe('e-mail verification screen', () => {
  beforeEach(() => setLocale('sr'));

  it('keeps the returned token, primes the user and counts down to the panel', async () => {
    const fetchMock = vi
      .fn<typeof fetch>()
      .mockResolvedValue(jsonResponse(200, { data: verified, token: 'new-token' }));
    vi.stubGlobal('fetch', fetchMock);
    const { queryClient } = renderWithRouter(<VerifyEmailStatus link={link} />);
    expect(await screen.findByText('Vaša e-mail adresa je potvrđena. Hvala!')).toBeTruthy();
    expect(getToken()).toBe('new-token');
    expect(queryClient.getQueryData(queryKeys.me)).toEqual(verified);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(String(fetchMock.mock.calls[0]![0])).toContain(
      '/api/email/verify/7/abc?expires=1&signature=sig',
    );
  });

  it('replaces a token held before, and drops the other person’s cached data', async () => {
    setToken('old-token');
    vi.stubGlobal(
      'fetch',
      vi
        .fn<typeof fetch>()
        .mockResolvedValue(jsonResponse(200, { data: verified, token: 'new-token' })),
    );
    const { queryClient } = renderWithRouter(<VerifyEmailStatus link={link} />);
    queryClient.setQueryData(queryKeys.me, { ...demoUser, id: 99 });
    queryClient.setQueryData(['someone-elses', 'listings'], ['x']);
    expect(await screen.findByText('Vaša e-mail adresa je potvrđena. Hvala!')).toBeTruthy();
    expect(getToken()).toBe('new-token');
    await waitFor(() => expect(queryClient.getQueryData(queryKeys.me)).toEqual(verified));
    expect(queryClient.getQueryData(['someone-elses', 'listings'])).toBeUndefined();
  });

  it('goes back where a registration in this browser was made on the way to, once', async () => {
    rememberRedirectAfterVerify('/ads/10?check_in=2027-01-13');
    vi.stubGlobal(
      'fetch',
      vi
        .fn<typeof fetch>()
        .mockResolvedValue(jsonResponse(200, { data: verified, token: 'new-token' })),
    );
    renderWithRouter(<VerifyEmailStatus link={link} />);
    const go = await screen.findByRole('link', { name: 'Idi na panel odmah' });
    expect(go.getAttribute('href')).toBe('/ads/10?check_in=2027-01-13');
    expect(takeRedirectAfterVerify()).toBeNull();
  });

  it('an outdated remembered path is ignored', () => {
    rememberRedirectAfterVerify('/ads/10', Date.now() - 61 * 60_000);
    expect(takeRedirectAfterVerify()).toBeNull();
    rememberRedirectAfterVerify('//evil.example');
    expect(takeRedirectAfterVerify()).toBeNull();
  });

  it('a used or bad link shows the server reason and keeps no token', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>().mockResolvedValue(
        jsonResponse(422, {
          message: 'Greška u validaciji',
          errors: { link: ['Link za potvrdu nije ispravan ili je istekao'] },
        }),
      ),
    );
    renderWithRouter(<VerifyEmailStatus link={link} />);
    expect(await screen.findByText('Link za potvrdu nije ispravan ili je istekao')).toBeTruthy();
    expect(getToken()).toBeNull();
  });

  it('a link opened again says the address is already verified, not that it failed', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>().mockResolvedValue(
        jsonResponse(409, {
          code: 'email_already_verified',
          message: 'Vaša e-mail adresa je već potvrđena. Ovaj link vam više nije potreban.',
        }),
      ),
    );
    renderWithRouter(<VerifyEmailStatus link={link} />);
    expect(await screen.findByText('Već potvrđeno')).toBeTruthy();
    expect(
      screen.getByText('Vaša e-mail adresa je već potvrđena. Ovaj link vam više nije potreban.'),
    ).toBeTruthy();
    expect(screen.queryByText('Nismo uspeli da potvrdimo vašu e-mail adresu.')).toBeNull();
    expect(screen.getByRole('link', { name: 'Prijavite se' }).getAttribute('href')).toBe('/login');
    expect(getToken()).toBeNull();
  });

  it('in English, logged in, it leads to the panel', async () => {
    setLocale('en');
    setToken('tok');
    vi.stubGlobal(
      'fetch',
      vi
        .fn<typeof fetch>()
        .mockResolvedValue(jsonResponse(409, { code: 'email_already_verified', message: 'x' })),
    );
    renderWithRouter(<VerifyEmailStatus link={link} />);
    expect(await screen.findByText('Already verified')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the panel now' }).getAttribute('href')).toBe(
      '/',
    );
  });
});
