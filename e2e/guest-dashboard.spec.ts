import { resolve } from 'node:path';
import { expect, test } from '@playwright/test';
import type { Locale } from '@gazda/i18n/locales';
import { text } from './support/i18n';
import { expectNoHorizontalOverflow } from './support/panel';
import { registerByApi } from './support/users';
import { expectAccessible } from './support/a11y';

/*
 * A guest's dashboard (no listings): the two cards with their terms links, the claims, the four
 * destinations opening the public search, the video that loads only when played, the app banner
 * and the surveys; no host summary.
 */
const shots = resolve(import.meta.dirname, '../.tmp/screens');

for (const locale of ['sr', 'en'] as Locale[]) {
  test(`[GUEST][DASHBOARD] a guest finds destinations, plays the video only on click and reaches the search (${locale})`, async ({
    page,
    request,
  }) => {
    const guest = await registerByApi(request, locale);
    await page.addInitScript((token) => localStorage.setItem('access_token', JSON.stringify(token)), guest.token);
    // Nothing leaves for YouTube before the click (and the test never needs the network).
    const youtube: string[] = [];
    await page.route(/youtube/, (route) => {
      youtube.push(route.request().url());
      return route.fulfill({ status: 200, contentType: 'text/html', body: '<html><body>video</body></html>' });
    });

    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/');
    await expect(page.getByRole('heading', { name: text(locale, 'dashboard.guest.title') })).toBeVisible();
    await expect(page.getByRole('heading', { name: text(locale, 'dashboard.host.title') })).toBeVisible();
    await expect(page.getByRole('link', { name: text(locale, 'dashboard.guest.terms') })).toHaveAttribute('href', /uslovi|terms/);
    await expect(page.getByRole('link', { name: text(locale, 'dashboard.host.terms') })).toHaveAttribute('href', /uslovi|terms/);
    await expect(page.getByText(text(locale, 'dashboard.claims.calendar'))).toBeVisible();
    await expect(page.getByText(text(locale, 'dashboard.claims.instant'))).toBeVisible();
    await expect(page.getByTestId('app-banner')).toBeVisible();
    await expect(page.getByRole('link', { name: text(locale, 'dashboard.surveys.guest') })).toBeVisible();
    await expect(page.getByRole('link', { name: text(locale, 'dashboard.surveys.host') })).toBeVisible();
    await expect(page.getByRole('heading', { name: text(locale, 'dashboard.summary.title') })).toHaveCount(0);
    await expectAccessible(page, `guest dashboard ${locale}`);

    expect(await page.locator('iframe').count()).toBe(0);
    expect(youtube).toEqual([]);
    await page.screenshot({ path: `${shots}/guest-dashboard-${locale}-desktop.png`, fullPage: true });
    await page.getByRole('button', { name: text(locale, 'dashboard.video.play') }).click();
    const frame = page.locator('iframe');
    await expect(frame).toHaveAttribute('src', /^https:\/\/www\.youtube-nocookie\.com\/embed\//);
    await expect.poll(() => youtube.length).toBeGreaterThan(0);

    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    await expect(page.getByRole('heading', { name: text(locale, 'dashboard.destinations.title') })).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await expectAccessible(page, `guest dashboard ${locale} at 390 px`);
    await page.screenshot({ path: `${shots}/guest-dashboard-${locale}-phone.png`, fullPage: true });

    for (const city of ['Beograd', 'Novi Sad', 'Niš', 'Zlatibor']) {
      await expect(page.getByRole('link', { name: text(locale, 'dashboard.destinations.search', { city }) })).toBeVisible();
    }
    await page.getByRole('link', { name: text(locale, 'dashboard.destinations.search', { city: 'Novi Sad' }) }).click();
    await expect(page).toHaveURL(/\/search\?city=Novi\+Sad$/);
  });
}
