import { randomUUID } from 'node:crypto';
import { resolve } from 'node:path';
import type { Locale } from '@gazda/i18n/locales';
import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from './support/a11y';
import { fromToday } from './support/dates';
import { text } from './support/i18n';
import { adminToken, listedApartment, photoFile } from './support/listings';
import { registerByApi } from './support/users';

/*
 * Issue #30 item 1: the guest gives adults and children with their ages; the breakdown shows the
 * tourist tax in dinars, paid on arrival, apart from the euro total. 1280 and 390 px, sr and en.
 */
const shots = resolve(import.meta.dirname, '../.tmp/screens');
const sizes = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
];

async function childrenAndTax(page: Page, locale: Locale, url: string, width: number) {
  const t = (key: Parameters<typeof text>[1], values?: Parameters<typeof text>[2]) => text(locale, key, values);
  await page.goto(url);
  if (width < 600) await page.getByRole('button', { name: t('bookingPanel.widget.check_availability') }).click();
  const form = width < 600 ? page.getByRole('dialog') : page.getByTestId('booking-card');
  await form.getByRole('button', { name: t('touristTax.add_child') }).click();
  await form.getByRole('combobox', { name: t('touristTax.child_age', { number: 1 }) }).selectOption('4');
  await form.getByRole('button', { name: t('touristTax.add_child') }).click();
  await form.getByRole('combobox', { name: t('touristTax.child_age', { number: 2 }) }).selectOption('9');
  const tax = form.getByTestId('tourist-tax');
  // 3 nights × (2 adults × 150 + the child of 9 at half) = 1.125 RSD; the child of 4 pays nothing.
  await expect(tax).toContainText(t('touristTax.paid_on_arrival'));
  await expect(tax).toContainText(locale === 'en' ? '1,125.00' : '1.125,00');
  await tax.scrollIntoViewIfNeeded();
  await expectAccessible(page, `tourist tax ${locale} ${width}`);
  await page.screenshot({ path: `${shots}/tourist-tax-form-${locale}-${width}.png` });
  await form.getByRole('button', { name: t('bookingPanel.widget.book'), exact: true }).click();
  const review = form.getByTestId('booking-review');
  await expect(review.getByTestId('tourist-tax')).toBeVisible();
  await page.screenshot({ path: `${shots}/tourist-tax-review-${locale}-${width}.png` });
}

test('[GUEST][TOURIST-TAX] a guest with children sees the tourist tax paid on arrival, in dinars, apart from the total', async ({
  page,
  request,
}) => {
  const host = await registerByApi(request);
  const city = `Sokobanja ${randomUUID().slice(0, 6)}`;
  const name = `Vila u banji ${randomUUID().slice(0, 4)}`;
  const photo = await photoFile(resolve(import.meta.dirname, '../.tmp/e2e-tourist-tax.jpg'), 140);
  const listingId = await listedApartment(request, host.token, photo, { city, name, collectsTouristTax: true });
  const admin = await adminToken(request);
  const rate = await request.put('/api/admin/tourist-tax-rates', {
    headers: { Authorization: `Bearer ${admin}` },
    data: { city, per_night: 15_000, valid_from: '2020-01-01' },
  });
  expect(rate.status()).toBe(200);
  const guest = await registerByApi(request, 'en');
  await page.addInitScript((token) => localStorage.setItem('access_token', JSON.stringify(token)), guest.token);

  for (const locale of ['en', 'sr'] as const) {
    for (const size of sizes) {
      await page.setViewportSize(size);
      const from = locale === 'en' ? 60 : 70;
      const url = `/ads/${listingId}?check_in=${fromToday(from)}&check_out=${fromToday(from + 3)}&guests=2&lang=${locale}`;
      await childrenAndTax(page, locale, url, size.width);
    }
  }
});
