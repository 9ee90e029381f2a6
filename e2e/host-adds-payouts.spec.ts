import { resolve } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import type { Locale } from '@gazda/i18n/locales';
import { text } from './support/i18n';
import { fromToday } from './support/dates';
import { adminToken, photoFile, submittedApartment } from './support/listings';
import { expectNoHorizontalOverflow } from './support/panel';
import { registerByApi } from './support/users';
import { expectAccessible } from './support/a11y';

const shots = resolve(import.meta.dirname, '../.tmp/screens');
const widths = [
  { name: 'desktop', width: 1280, height: 900 },
  { name: 'phone', width: 390, height: 844 },
] as const;

async function chooseType(page: Page, type: 'domestic' | 'iban' | 'money_transfer') {
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: text('sr', 'payouts.type'), exact: true }).click();
  await dialog.getByRole('option', { name: text('sr', `payouts.type.${type}`) }).click();
}

async function save(page: Page) {
  await page
    .getByRole('dialog')
    .getByRole('button', { name: text('sr', 'payouts.save') })
    .click();
}

async function screenshots(page: Page, locale: Locale) {
  for (const size of widths) {
    await page.setViewportSize(size);
    await expect(page.getByRole('heading', { name: text(locale, 'payouts.title') })).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await expectAccessible(page, `payouts ${locale} at ${size.width} px`);
    await page.screenshot({ path: `${shots}/payouts-${locale}-${size.name}.png`, fullPage: true });
  }
}

test('[HOST][PAYOUT] a host adds a dinar account after a wrong one, an IBAN and a money transfer, and sees three masked cards', async ({
  page,
  request,
}) => {
  const host = await registerByApi(request, 'sr');
  const photo = await photoFile(resolve(import.meta.dirname, '../.tmp/e2e-payouts.jpg'), 140);
  const listingId = await submittedApartment(request, host.token, photo);
  // Submitting made the host ready with a payout method (makeHostReady): this journey adds its own.
  const auth = { Authorization: `Bearer ${host.token}` };
  const given = await request.get('/api/user-settings/payouts', { headers: auth });
  for (const method of ((await given.json()) as { data: { id: number }[] }).data) {
    const removed = await request.delete(`/api/user-settings/payouts/${method.id}`, {
      headers: auth,
    });
    expect(removed.status()).toBe(204);
  }
  await page.addInitScript(
    (token) => localStorage.setItem('access_token', JSON.stringify(token)),
    host.token,
  );
  await page.setViewportSize(widths[0]);
  await page.goto('/user-settings/payouts');

  await expect(page.getByRole('tab', { name: text('sr', 'payouts.tab') })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page.getByText(text('sr', 'payouts.empty'))).toBeVisible();
  await expectAccessible(page, 'payouts sr empty');
  await page.getByRole('button', { name: text('sr', 'payouts.add') }).click();

  // A wrong control number first: the Serbian message, and nothing is saved.
  const number = page
    .getByRole('dialog')
    .getByRole('textbox', { name: text('sr', 'payouts.field.domestic_number') });
  await number.fill('260-0056010016113-78');
  await save(page);
  await expect(page.getByText(text('sr', 'payouts.validation.rsd_checksum'))).toBeVisible();
  await expectAccessible(page, 'payouts sr with the form dialog and an error');
  await page.screenshot({ path: `${shots}/payouts-error-sr-desktop.png` });
  await number.fill('260-56010016113-79');
  await save(page);
  await expect(page.getByText(text('sr', 'payouts.added'))).toBeVisible();

  await page.getByRole('button', { name: text('sr', 'payouts.add') }).click();
  await chooseType(page, 'iban');
  const dialog = page.getByRole('dialog');
  await dialog
    .getByRole('textbox', { name: text('sr', 'payouts.field.iban') })
    .fill('RS35 2600 0560 1001 6113 79');
  await dialog.getByRole('textbox', { name: text('sr', 'payouts.field.swift') }).fill('AIKBRS22');
  await expectAccessible(page, 'payouts sr with the IBAN form');
  await dialog
    .getByRole('textbox', { name: text('sr', 'payouts.field.bank_name') })
    .fill('AIK Banka');
  await dialog
    .getByRole('textbox', { name: text('sr', 'payouts.field.full_name') })
    .fill('Milica Jovanović');
  await dialog
    .getByRole('textbox', { name: text('sr', 'payouts.field.address') })
    .fill('Knez Mihailova 34, Beograd');
  await save(page);
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await page.getByRole('button', { name: text('sr', 'payouts.add') }).click();
  await chooseType(page, 'money_transfer');
  await dialog
    .getByRole('textbox', { name: text('sr', 'payouts.field.receiver_name') })
    .fill('Milica Jovanović');
  await dialog
    .getByRole('textbox', { name: text('sr', 'payouts.field.address') })
    .fill('Bulevar oslobođenja 12, Novi Sad');
  await dialog
    .getByRole('textbox', { name: text('sr', 'payouts.field.phone') })
    .fill('064 123 4567');
  await page.setViewportSize(widths[1]);
  await page.screenshot({ path: `${shots}/payouts-form-sr-phone.png` });
  await save(page);
  await expect(page.getByRole('dialog')).toHaveCount(0);

  const cardsIn = (locale: Locale) =>
    page.getByRole('list', { name: text(locale, 'payouts.list_label') }).getByRole('listitem');
  const cards = cardsIn('sr');
  await expect(cards).toHaveCount(3);
  await expect(cards.nth(0)).toContainText('•••• 1379');
  await expect(cards.nth(0)).toContainText(text('sr', 'payouts.type.domestic'));
  await expect(cards.nth(1)).toContainText('RS•• •••• 1379');
  await expect(cards.nth(1)).toContainText('AIKBRS22');
  await expect(cards.nth(2)).toContainText('•••• 4567');
  await expect(cards.nth(2)).toContainText('Western Union');
  await expect(page.locator('body')).not.toContainText('260005601001611379');
  await expect(page.locator('body')).not.toContainText('RS35260005601001611379');
  await expect(page.getByText(text('sr', 'payouts.added'))).toHaveCount(0);
  await screenshots(page, 'sr');

  const me = await request.get('/api/me', { headers: { Authorization: `Bearer ${host.token}` } });
  expect(((await me.json()) as { data: { payoutsCount: number } }).data.payoutsCount).toBe(3);

  // A guest books the listing: the oldest method (the dinar account) is now in use and locked.
  const admin = await adminToken(request);
  const approved = await request.post(`/api/admin/ads/${listingId}/approve`, {
    headers: { Authorization: `Bearer ${admin}` },
  });
  expect(approved.status()).toBe(200);
  const guest = await registerByApi(request, 'en');
  const booked = await request.post(`/api/public/ads/${listingId}/reservations`, {
    headers: { Authorization: `Bearer ${guest.token}` },
    data: { check_in: fromToday(30), check_out: fromToday(33), guests: 2, comment: '' },
  });
  expect(booked.status()).toBe(201);

  // The same screen in English.
  await request.post('/api/user-settings/update-settings', {
    headers: { Authorization: `Bearer ${host.token}` },
    data: { lang: 'en' },
  });
  await page.goto('/user-settings/payouts?lang=en');
  await expect(cardsIn('en')).toHaveCount(3);
  await expect(cardsIn('en').nth(0)).toContainText(text('en', 'payouts.type.domestic'));
  const locked = cardsIn('en').nth(0);
  await expect(locked).toContainText(text('en', 'payouts.in_use'));
  await expect(locked.getByRole('button', { name: text('en', 'payouts.edit') })).toBeDisabled();
  await expect(locked.getByRole('button', { name: text('en', 'payouts.delete') })).toBeDisabled();
  await expect(locked.getByRole('link', { name: 'podrska@gazda.rs' })).toHaveAttribute(
    'href',
    'mailto:podrska@gazda.rs',
  );
  await expect(
    cardsIn('en')
      .nth(1)
      .getByRole('button', { name: text('en', 'payouts.edit') }),
  ).toBeEnabled();
  await screenshots(page, 'en');
});
