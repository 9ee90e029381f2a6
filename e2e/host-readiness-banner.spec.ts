import { resolve } from 'node:path';
import { expect, test, type APIRequestContext } from '@playwright/test';
import type { Locale } from '@gazda/i18n/locales';
import { text } from './support/i18n';
import { listedApartment, photoFile } from './support/listings';
import { expectNoHorizontalOverflow } from './support/panel';
import { registerByApi } from './support/users';
import { expectAccessible } from './support/a11y';

/*
 * Issue #26 item 6: a host whose listing is live but who has since removed the phone and the payout
 * method reads what guests are waiting for, each item a link; on a phone the banners fold into one
 * line that opens them.
 */
const shots = resolve(import.meta.dirname, '../.tmp/screens');

/** The host removes the phone (account) and the one payout method (payouts), as in the panel. */
async function unready(request: APIRequestContext, token: string) {
  const headers = { Authorization: `Bearer ${token}` };
  const me = ((await (await request.get('/api/me', { headers })).json()) as { data: Record<string, unknown> }).data;
  const saved = await request.put('/api/user-settings/account', {
    headers,
    data: { first_name: me.first_name, last_name: me.last_name, email: me.email, phone: '', account_type: me.account_type },
  });
  if (saved.status() !== 200) throw new Error(`account: ${saved.status()} ${await saved.text()}`);
  const payouts = (await (await request.get('/api/user-settings/payouts', { headers })).json()) as { data: { id: number }[] };
  for (const payout of payouts.data) {
    const removed = await request.delete(`/api/user-settings/payouts/${payout.id}`, { headers });
    if (removed.status() >= 300) throw new Error(`payout: ${removed.status()} ${await removed.text()}`);
  }
}

for (const locale of ['sr', 'en'] as Locale[]) {
  test(`[HOST][DASHBOARD] the banner names what guests wait for, each a link; folded on a phone (${locale})`, async ({
    page,
    request,
  }) => {
    const host = await registerByApi(request, locale);
    const photo = await photoFile(resolve(import.meta.dirname, `../.tmp/e2e-readiness-${locale}.jpg`), 120);
    await listedApartment(request, host.token, photo);
    await unready(request, host.token);
    await page.addInitScript((token) => localStorage.setItem('access_token', JSON.stringify(token)), host.token);
    const phoneItem = text(locale, 'hostReadiness.item.phone');
    const payoutItem = text(locale, 'hostReadiness.item.payout');

    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/');
    const banner = page.getByTestId('host-readiness');
    await expect(banner).toHaveText(`${text(locale, 'hostReadiness.banner')} ${phoneItem}, ${payoutItem}`);
    await expect(banner.getByRole('link', { name: phoneItem })).toHaveAttribute('href', '/user-settings/account');
    await expect(banner.getByRole('link', { name: payoutItem })).toHaveAttribute('href', '/user-settings/payouts');
    await expect(page.getByRole('heading', { name: text(locale, 'dashboard.summary.title') })).toBeInViewport();
    await expectAccessible(page, `dashboard with the readiness banner ${locale}`);
    await page.screenshot({ path: `${shots}/host-readiness-${locale}-desktop.png` });

    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    const folded = page.getByTestId('banners-folded');
    await expect(folded).toHaveText(text(locale, 'nav.banner.collapsed', { count: 2 }));
    await expect(page.getByTestId('host-readiness')).toBeHidden();
    await expectNoHorizontalOverflow(page);
    await expectAccessible(page, `dashboard with the banners folded ${locale}`);
    await page.screenshot({ path: `${shots}/host-readiness-${locale}-phone.png` });
    await folded.click();
    await expect(folded).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByTestId('host-readiness').getByRole('link', { name: payoutItem })).toBeVisible();
    await expectAccessible(page, `dashboard with the banners open ${locale}`);
    await page.screenshot({ path: `${shots}/host-readiness-${locale}-phone-open.png` });
  });
}
