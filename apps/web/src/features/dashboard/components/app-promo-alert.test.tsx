import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setLocale } from '../../../lib/i18n';
import { renderWithRouter } from '../../../test/render';
import { AppPromoAlert } from './app-promo-alert';

// app-promo-alert.tsx's APP_PROMO_DISMISSED_KEY, said again: changing it changes this test.
const APP_PROMO_DISMISSED_KEY = 'app_promo_dismissed';

type WrapperWindow = Window & { ReactNativeWebView?: unknown };

function screenWidth(phone: boolean) {
  window.matchMedia = ((query: string) => ({
    matches: phone && query.includes('max-width'),
    media: query,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  })) as typeof window.matchMedia;
}

describe('app promo alert (docs/rules/product.md §2)', () => {
  const original = window.matchMedia;
  beforeEach(() => setLocale('en'));
  afterEach(() => {
    window.matchMedia = original;
    delete (window as WrapperWindow).ReactNativeWebView;
  });

  it('shows on a phone; closing it is remembered in local storage as JSON', () => {
    screenWidth(true);
    const first = renderWithRouter(<AppPromoAlert />);
    expect(screen.getByText('The Gazda app is faster on your phone.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByTestId('app-promo')).toBeNull();
    expect(localStorage.getItem(APP_PROMO_DISMISSED_KEY)).toBe('true');
    first.unmount();
    renderWithRouter(<AppPromoAlert />);
    expect(screen.queryByTestId('app-promo')).toBeNull();
  });

  it('a broken stored value counts as not dismissed', () => {
    screenWidth(true);
    localStorage.setItem(APP_PROMO_DISMISSED_KEY, '{not json');
    renderWithRouter(<AppPromoAlert />);
    expect(screen.getByTestId('app-promo')).toBeTruthy();
  });

  it('is hidden on desktop', () => {
    screenWidth(false);
    renderWithRouter(<AppPromoAlert />);
    expect(screen.queryByTestId('app-promo')).toBeNull();
  });

  it('is hidden inside the app wrapper', () => {
    screenWidth(true);
    (window as WrapperWindow).ReactNativeWebView = { postMessage: () => {} };
    renderWithRouter(<AppPromoAlert />);
    expect(screen.queryByTestId('app-promo')).toBeNull();
  });
});
