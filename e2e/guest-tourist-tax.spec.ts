import { randomUUID } from 'node:crypto';
import { resolve } from 'node:path';
import type { Locale } from '@gazda/i18n/locales';
import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from './support/a11y';
import { fromToday } from './support/dates';
import { text } from './support/i18n';
import { adminToken, listedApartment, photoFile } from './support/listings';
import { latestMailTo, linkIn } from './support/outbox';
import { PASSWORD, registerByApi, uniqueEmail } from './support/users';

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
  const t = (key: Parameters<typeof text>[1], values?: Parameters<typeof text>[2]) =>
    text(locale, key, values);
  await page.goto(url);
  if (width < 600)
    await page.getByRole('button', { name: t('bookingPanel.widget.check_availability') }).click();
  const form = width < 600 ? page.getByRole('dialog') : page.getByTestId('booking-card');
  await form.getByRole('button', { name: t('touristTax.add_child') }).click();
  await form
    .getByRole('combobox', { name: t('touristTax.child_age', { number: 1 }) })
    .selectOption('4');
  await form.getByRole('button', { name: t('touristTax.add_child') }).click();
  await form
    .getByRole('combobox', { name: t('touristTax.child_age', { number: 2 }) })
    .selectOption('9');
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
  const listingId = await listedApartment(request, host.token, photo, {
    city,
    name,
    collectsTouristTax: true,
  });
  const admin = await adminToken(request);
  const rate = await request.put('/api/admin/tourist-tax-rates', {
    headers: { Authorization: `Bearer ${admin}` },
    data: { city, per_night: 15_000, valid_from: '2020-01-01' },
  });
  expect(rate.status()).toBe(200);
  const guest = await registerByApi(request, 'en');
  await page.addInitScript(
    (token) => localStorage.setItem('access_token', JSON.stringify(token)),
    guest.token,
  );

  for (const locale of ['en', 'sr'] as const) {
    for (const size of sizes) {
      await page.setViewportSize(size);
      const from = locale === 'en' ? 60 : 70;
      const url = `/ads/${listingId}?check_in=${fromToday(from)}&check_out=${fromToday(from + 3)}&guests=2&lang=${locale}`;
      await childrenAndTax(page, locale, url, size.width);
    }
  }
});

test("[GUEST][TOURIST-TAX] a logged-out guest's child of 9 survives the login (1280 px) and the registration (390 px), taxed at half", async ({
  page,
  request,
}) => {
  const host = await registerByApi(request);
  const city = `Sokobanja ${randomUUID().slice(0, 6)}`;
  const photo = await photoFile(resolve(import.meta.dirname, '../.tmp/e2e-tourist-tax-3.jpg'), 60);
  const listingId = await listedApartment(request, host.token, photo, {
    city,
    name: 'Vila Borika',
    collectsTouristTax: true,
  });
  const admin = await adminToken(request);
  await request.put('/api/admin/tourist-tax-rates', {
    headers: { Authorization: `Bearer ${admin}` },
    data: { city, per_night: 15_000, valid_from: '2020-01-01' },
  });
  const guest = await registerByApi(request, 'en');

  for (const [locale, size, from] of [
    ['en', sizes[0]!, 80],
    ['sr', sizes[1]!, 90],
  ] as const) {
    const t = (key: Parameters<typeof text>[1], values?: Parameters<typeof text>[2]) =>
      text(locale, key, values);
    const phone = size.width < 600;
    await page.setViewportSize(size);
    await page.goto(
      `/ads/${listingId}?check_in=${fromToday(from)}&check_out=${fromToday(from + 3)}&guests=2&lang=${locale}`,
    );
    if (phone)
      await page.getByRole('button', { name: t('bookingPanel.widget.check_availability') }).click();
    const form = () => (phone ? page.getByRole('dialog') : page.getByTestId('booking-card'));
    const age = () =>
      form().getByRole('combobox', { name: t('touristTax.child_age', { number: 1 }) });
    // 3 nights × (2 adults × 150 + the child of 9 at half) = 1.125 RSD.
    const halfRate = locale === 'en' ? '1,125.00' : '1.125,00';
    await form()
      .getByRole('button', { name: t('touristTax.add_child') })
      .click();
    await age().selectOption('9');
    await expect(form().getByTestId('tourist-tax')).toContainText(halfRate);
    await form()
      .getByRole('button', { name: t('bookingPanel.widget.book'), exact: true })
      .click();
    await expect(page).toHaveURL(/\/login\?redirect=.*children%3D9/);

    if (!phone) {
      await page
        .getByRole('textbox', { name: t('auth.field.email'), exact: true })
        .fill(guest.email);
      await page
        .getByRole('textbox', { name: t('auth.field.password'), exact: true })
        .fill(guest.password);
      await page.getByRole('button', { name: t('auth.login.submit'), exact: true }).click();
    } else {
      await page.getByRole('link', { name: t('auth.login.register') }).click();
      await page
        .getByRole('textbox', { name: t('auth.field.first_name'), exact: true })
        .fill('Ana');
      await page
        .getByRole('textbox', { name: t('auth.field.last_name'), exact: true })
        .fill('Kovač');
      const email = uniqueEmail('taksa');
      await page.getByRole('textbox', { name: t('auth.field.email'), exact: true }).fill(email);
      await page
        .getByRole('textbox', { name: t('auth.field.password'), exact: true })
        .fill(PASSWORD);
      await page
        .getByRole('textbox', { name: t('auth.field.password_confirmation'), exact: true })
        .fill(PASSWORD);
      await page.getByRole('button', { name: t('auth.register.submit') }).click();
      await expect(
        page.getByRole('heading', { name: t('auth.register.sent_title') }),
      ).toBeVisible();
      await page.goto(linkIn(await latestMailTo(email), '/email/verify/'));
    }

    // Back on the listing (the phone's sheet open again): two adults and the child of 9, at half.
    await expect(page).toHaveURL(new RegExp(`/ads/${listingId}\\?.*children=9`), {
      timeout: 8_000,
    });
    await expect(form().getByRole('textbox', { name: t('touristTax.adults') })).toHaveValue('2');
    await expect(age()).toHaveValue('9');
    await expect(
      form().getByRole('combobox', { name: t('touristTax.child_age', { number: 2 }) }),
    ).toHaveCount(0);
    await expect(form().getByTestId('tourist-tax')).toContainText(halfRate);
    await page.screenshot({ path: `${shots}/tourist-tax-after-login-${locale}-${size.width}.png` });
    await page.evaluate(() => localStorage.removeItem('access_token'));
  }
});

test("[HOST][TOURIST-TAX] the host reads the month's tourist tax report; the operator keeps the rates", async ({
  page,
  request,
}) => {
  const host = await registerByApi(request);
  const city = `Vrnjačka Banja ${randomUUID().slice(0, 6)}`;
  const photo = await photoFile(resolve(import.meta.dirname, '../.tmp/e2e-tourist-tax-2.jpg'), 200);
  const listingId = await listedApartment(request, host.token, photo, {
    city,
    name: 'Vila Jelena',
    collectsTouristTax: true,
  });
  const admin = await adminToken(request);
  await request.put('/api/admin/tourist-tax-rates', {
    headers: { Authorization: `Bearer ${admin}` },
    data: { city, per_night: 12_000, valid_from: '2020-01-01' },
  });
  const guest = await registerByApi(request, 'en');
  const checkIn = fromToday(30);
  const booked = await request.post(`/api/public/ads/${listingId}/reservations`, {
    headers: { Authorization: `Bearer ${guest.token}` },
    data: { check_in: checkIn, check_out: fromToday(33), adults: 2, children: [5, 11] },
  });
  expect(booked.status()).toBe(201);
  const month = checkIn.slice(0, 7);

  for (const [who, token, path, name] of [
    ['host', host.token, `/tourist-tax?month=${month}`, 'tourist-tax-report'],
    ['operator', admin, '/admin/advance-payments', 'tourist-tax-rates'],
  ] as const) {
    await page.addInitScript(
      (value) => localStorage.setItem('access_token', JSON.stringify(value)),
      token,
    );
    for (const locale of ['sr', 'en'] as const) {
      for (const size of sizes) {
        await page.setViewportSize(size);
        await page.goto(`${path}${path.includes('?') ? '&' : '?'}lang=${locale}`);
        if (who === 'host') {
          await expect(page.getByRole('table')).toContainText('Vila Jelena');
          await expect(page.getByRole('table')).toContainText(
            locale === 'en' ? 'Total due' : 'Ukupno za uplatu',
          );
        } else {
          await expect(page.getByTestId('tourist-tax-rates')).toContainText(city);
          await page.getByTestId('tourist-tax-rates').scrollIntoViewIfNeeded();
        }
        await expectAccessible(page, `${name} ${locale} ${size.width}`);
        await page.screenshot({ path: `${shots}/${name}-${locale}-${size.width}.png` });
      }
    }
  }
});
