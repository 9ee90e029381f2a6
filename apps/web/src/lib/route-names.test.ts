import { describe, expect, it } from 'vitest';
import { afterLoginTarget, loginPathFor, routePath, safeRedirect } from './route-names';

describe('routePath builds links by name', () => {
  it.each([
    [routePath('Dashboard'), '/'],
    [routePath('user-settings.change-password'), '/user-settings/change-password'],
    [routePath('my-travel.inquiries'), '/my-travel/inquiries'],
    [routePath('page-not-found'), '/page-do-not-exists'],
    [routePath('Ads', { categoryConst: 'apartment' }), '/listings/apartment'],
    [routePath('email.verify', { id: 12, hash: 'a b' }), '/email/verify/12/a%20b'],
    [routePath('listing.form', { categoryConst: 'apartment', id: 4 }), '/listing/apartment/4'],
    [
      routePath('listing.form', { categoryConst: 'apartment', id: 4, stepSlug: 'gallery' }),
      '/listing/apartment/4/gallery',
    ],
  ])('%s', (built, expected) => expect(built).toBe(expected));

  it('adds query values and drops empty ones (viewAsAdmin carried on tabs)', () => {
    expect(routePath('user-settings.account', undefined, { viewAsAdmin: 5, empty: null })).toBe(
      '/user-settings/account?viewAsAdmin=5',
    );
  });
});

describe('redirects', () => {
  it('accepts only paths on this site', () => {
    expect(safeRedirect('/user-settings/account?x=1')).toBe('/user-settings/account?x=1');
    for (const bad of [
      'https://evil.example',
      '//evil.example',
      '/\\evil.example',
      'javascript:alert(1)',
      '',
      null,
    ]) {
      expect(safeRedirect(bad)).toBeNull();
    }
  });

  it('carries the path and the apple token to /login', () => {
    const url = new URL(
      'http://localhost/user-settings/notifications?viewAsAdmin=3&apple_token=tok',
    );
    expect(loginPathFor(url)).toBe(
      '/login?redirect=%2Fuser-settings%2Fnotifications%3FviewAsAdmin%3D3&apple_token=tok',
    );
  });

  it('after login: redirect_url, else the guard redirect, else account settings', () => {
    const origin = 'http://localhost';
    expect(afterLoginTarget('/reservations', '/x', origin)).toEqual({ path: '/reservations' });
    expect(afterLoginTarget('http://localhost/inquiries', null, origin)).toEqual({
      path: '/inquiries',
    });
    expect(afterLoginTarget('https://gazda.rs/sr', null, origin)).toEqual({
      href: 'https://gazda.rs/sr',
    });
    expect(afterLoginTarget(undefined, '/activity-log', origin)).toEqual({ path: '/activity-log' });
    expect(afterLoginTarget(undefined, '//evil.example', origin)).toEqual({
      path: '/user-settings/account',
    });
    expect(afterLoginTarget(undefined, null, origin)).toEqual({ path: '/user-settings/account' });
  });
});
