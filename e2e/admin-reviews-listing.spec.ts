import { resolve } from 'node:path';
import { expect, test, type Browser } from '@playwright/test';
import { adminToken, photoFile, submittedApartment } from './support/listings';
import { text } from './support/i18n';
import { registerByApi } from './support/users';
import { expectAccessible } from './support/a11y';

const shots = resolve(import.meta.dirname, '../.tmp/screens');

/*
 * The operator's review loop in the back office (issue 7): request a fix, the host fixes and asks
 * for review again, the operator approves, and the listing is on the public site.
 */

async function pageAs(browser: Browser, token: string) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.addInitScript((value) => localStorage.setItem('access_token', JSON.stringify(value)), token);
  return page;
}

test('[ADMIN][REVIEW] the operator requests a fix, the host fixes it, the operator approves and it is public', async ({
  browser,
  request,
}) => {
  const suffix = Math.random().toString(36).slice(2, 7);
  const name = `Salaš kod Dunava ${suffix}`;
  const host = await registerByApi(request);
  const photo = await photoFile(resolve(import.meta.dirname, '../.tmp/e2e-admin-review.jpg'), 120);
  const id = await submittedApartment(request, host.token, photo, { city: 'Sombor', name });

  // The host is not an operator: the back office and the TV are "not found" for them.
  const hostPage = await pageAs(browser, host.token);
  for (const path of ['/admin/listings', '/tv']) {
    await hostPage.goto(path);
    await expect(hostPage.getByRole('heading', { name: text('sr', 'not_found.title') })).toBeVisible();
    await expectAccessible(hostPage, `not found for a host at ${path}`);
  }

  // The operator finds it in the queue and asks for a fix in both languages.
  const operator = await pageAs(browser, await adminToken(request));
  await operator.goto('/admin/listings');
  await expect(operator.getByRole('heading', { name: text('sr', 'admin.listings.title'), level: 1 })).toBeVisible();
  const card = operator.locator(`[data-listing-id="${id}"]`);
  await expect(card).toContainText(name);
  await card.getByRole('button', { name: text('sr', 'admin.listings.request_fix') }).click();
  await expectAccessible(operator, 'admin listings sr with the request-fix dialog');
  const dialog = operator.getByRole('dialog');
  // Both languages are required: sending with one empty changes nothing.
  await dialog.getByRole('textbox', { name: text('sr', 'admin.listings.fix_sr') }).fill('Dodajte cenu noći vikendom od bar 70 €.');
  await dialog.getByRole('button', { name: text('sr', 'admin.listings.fix_send') }).click();
  await expect(dialog.getByText(text('sr', 'validation.required'))).toBeVisible();
  await expectAccessible(operator, 'admin listings sr with the request-fix dialog and an error');
  await dialog.getByRole('textbox', { name: text('sr', 'admin.listings.fix_en') }).fill('Set a weekend price of at least €70.');
  await dialog.getByRole('button', { name: text('sr', 'admin.listings.fix_send') }).click();
  await expect(operator.getByText(text('sr', 'admin.listings.fix_sent'))).toBeVisible();
  await expect(card).toHaveCount(0);

  // The host sees the red alert in Serbian, fixes the price and asks for review again.
  await hostPage.goto(`/listing/apartment/${id}/pricing`);
  await expect(
    hostPage.getByRole('alert').filter({ hasText: 'Dodajte cenu noći vikendom od bar 70 €.' }),
  ).toBeVisible();
  await hostPage.getByRole('textbox', { name: 'Cena noći vikendom' }).fill('75');
  await hostPage.getByRole('button', { name: 'Sačuvaj izmene' }).click();
  await expect
    .poll(async () => {
      const r = await request.get(`/api/panel/ads/${id}`, { headers: { Authorization: `Bearer ${host.token}` } });
      return ((await r.json()) as { data: { weekend_price: number } }).data.weekend_price;
    })
    .toBe(7500);
  await hostPage.getByRole('button', { name: 'Zatraži ponovnu proveru' }).click();
  await expect(hostPage.getByText('Na proveri').first()).toBeVisible();

  // Back in the queue; the operator approves it.
  await operator.reload();
  await expect(card).toContainText(name);
  await card.getByRole('button', { name: text('sr', 'admin.listings.approve') }).click();
  await expect(operator.getByText(text('sr', 'admin.listings.approved', { name }))).toBeVisible();
  await expect(card).toHaveCount(0);

  // And a guest finds it in the public search.
  const search = await request.get(`/api/public/ads?city=Sombor`);
  const found = ((await search.json()) as { data: { id: number }[] }).data.map((l) => l.id);
  expect(found).toContain(id);
  // A context of its own (axe needs one).
  const guestPage = await (await browser.newContext()).newPage();
  await guestPage.goto(`/ads/${id}`);
  await expect(guestPage.getByRole('heading', { name, level: 1 })).toBeVisible();
  await expectAccessible(guestPage, 'public listing sr');
});

test('[ADMIN][SCREENS] the back office at 1280 and 390 px in Serbian and English', async ({ page, request }) => {
  test.setTimeout(180_000); // 28 full-page screenshots
  const host = await registerByApi(request);
  const photo = await photoFile(resolve(import.meta.dirname, '../.tmp/e2e-admin-screens.jpg'), 300);
  await submittedApartment(request, host.token, photo, { city: 'Novi Pazar', name: 'Konak u starom gradu' });
  const admin = await adminToken(request);
  await page.addInitScript((token) => localStorage.setItem('access_token', JSON.stringify(token)), admin);
  const screens = [
    { path: '/admin/listings', title: 'admin.listings.title', name: 'admin-listings' },
    { path: '/admin/inquiries', title: 'admin.inquiries.title', name: 'admin-inquiries' },
    { path: '/admin/advance-payments', title: 'admin.advances.title', name: 'admin-advance-payments' },
    { path: '/admin/requests', title: 'admin.requests.title', name: 'admin-requests' },
    { path: '/admin/users?q=Milica', title: 'admin.users.title', name: 'admin-users' },
    { path: '/admin/government-ids', title: 'admin.ids.title', name: 'admin-government-ids' },
    { path: '/admin/account-deletions', title: 'admin.deletions.title', name: 'admin-account-deletions' },
  ] as const;
  for (const locale of ['sr', 'en'] as const) {
    const saved = await request.post('/api/user-settings/update-settings', {
      headers: { Authorization: `Bearer ${admin}` },
      data: { lang: locale },
    });
    expect(saved.status()).toBe(200);
    for (const size of [
      { name: 'desktop', width: 1280, height: 800 },
      { name: 'phone', width: 390, height: 844 },
    ]) {
      await page.setViewportSize(size);
      for (const screen of screens) {
        await page.goto(screen.path);
        await expect(page.getByRole('heading', { name: text(locale, screen.title), level: 1 })).toBeVisible();
        await expect(page.getByText(text(locale, 'common.retry'))).toHaveCount(0);
        await expectAccessible(page, `${screen.name} ${locale} at ${size.width} px`);
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow, `${screen.path} overflows at ${size.width}`).toBeLessThanOrEqual(0);
        await page.screenshot({ path: `${shots}/${screen.name}-${locale}-${size.name}.png`, fullPage: true });
      }
    }
  }
  await request.post('/api/user-settings/update-settings', {
    headers: { Authorization: `Bearer ${admin}` },
    data: { lang: 'sr' },
  });
});
