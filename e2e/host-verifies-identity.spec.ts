import { resolve } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import type { Locale } from '@gazda/i18n/locales';
import sharp from 'sharp';
import { text } from './support/i18n';
import { adminToken } from './support/listings';
import { expectNoHorizontalOverflow } from './support/panel';
import { registerByApi } from './support/users';
import { expectAccessible } from './support/a11y';

const shots = resolve(import.meta.dirname, '../.tmp/screens');
const widths = [
  { name: 'desktop', width: 1280, height: 900 },
  { name: 'phone', width: 390, height: 844 },
] as const;

/** An ID-card-like picture a phone could take: JPEG for the front, PNG for the back. */
async function idPicture(path: string, format: 'jpeg' | 'png', hue: number): Promise<string> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1000" height="630"><rect width="100%" height="100%" fill="#fff"/><rect width="100%" height="100%" rx="40" fill="hsl(${hue},45%,80%)"/><rect x="60" y="140" width="260" height="330" fill="hsl(${hue},30%,55%)"/><rect x="380" y="160" width="520" height="40" fill="#444"/><rect x="380" y="240" width="420" height="30" fill="#666"/><rect x="380" y="300" width="460" height="30" fill="#666"/></svg>`;
  const image = sharp(Buffer.from(svg));
  await (format === 'jpeg' ? image.jpeg({ quality: 85 }) : image.png()).toFile(path);
  return path;
}

/** The token is put in once per tab, so that a logout (a revoked token) is not undone on reload. */
async function login(page: Page, token: string) {
  await page.addInitScript((t) => {
    if (sessionStorage.getItem('e2e-seeded')) return;
    sessionStorage.setItem('e2e-seeded', '1');
    localStorage.setItem('access_token', JSON.stringify(t));
  }, token);
}

async function screenshots(page: Page, name: string, locale: Locale, heading: string) {
  for (const size of widths) {
    await page.setViewportSize(size);
    await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await expectAccessible(page, `${name} ${locale} at ${size.width} px`);
    await page.screenshot({ path: `${shots}/${name}-${locale}-${size.name}.png`, fullPage: true });
  }
}

test('[HOST][IDENTITY] a host uploads the front and back of the ID and sees it under review, then the rejection with its reason', async ({
  page,
  request,
}) => {
  const host = await registerByApi(request, 'sr');
  const front = await idPicture(resolve(import.meta.dirname, '../.tmp/e2e-id-front.jpg'), 'jpeg', 200);
  const back = await idPicture(resolve(import.meta.dirname, '../.tmp/e2e-id-back.png'), 'png', 30);
  await login(page, host.token);
  await page.setViewportSize(widths[0]);

  // From the account settings, the link to the ID screen.
  await page.goto('/user-settings/account');
  const idLink = page.getByRole('link', { name: new RegExp(text('sr', 'accountDeletion.links.government_id')) });
  await idLink.scrollIntoViewIfNeeded();
  await expectAccessible(page, 'account settings sr');
  await page.screenshot({ path: `${shots}/account-links-sr-desktop.png` });
  await idLink.click();
  const heading = text('sr', 'governmentId.title');
  await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
  await expect(page.getByText(text('sr', 'governmentId.status.not_uploaded'), { exact: true })).toBeVisible();
  await screenshots(page, 'government-id-empty', 'sr', heading);
  await page.setViewportSize(widths[0]);

  const inputs = page.locator('input[type="file"]');
  await inputs.nth(0).setInputFiles(front);
  await inputs.nth(1).setInputFiles(back);
  await expect(page.getByRole('img', { name: text('sr', 'governmentId.front') })).toBeVisible();
  await expect(page.getByRole('img', { name: text('sr', 'governmentId.back') })).toBeVisible();
  await expectAccessible(page, 'government id sr with both pictures chosen');
  await page.getByRole('button', { name: text('sr', 'governmentId.submit') }).click();

  await expect(page.getByText(text('sr', 'governmentId.status.under_review'), { exact: true })).toBeVisible();
  await expect(page.getByText(text('sr', 'governmentId.under_review_text'))).toBeVisible();
  // The private pictures come back from the server (fetched with the token).
  await page.reload();
  const stored = page.getByRole('img', { name: text('sr', 'governmentId.front') });
  await expect(stored).toHaveAttribute('src', /^data:image\/jpeg;base64,/);
  await screenshots(page, 'government-id-review', 'sr', heading);

  // The operator rejects it with a reason: the owner reads it in a red alert.
  const reason = 'Zadnja strana je mutna, fotografišite je ponovo';
  const admin = await adminToken(request);
  const rejected = await request.post(`/api/admin/government-ids/${host.userId}/reject`, {
    headers: { Authorization: `Bearer ${admin}` },
    data: { reason },
  });
  expect(rejected.status()).toBe(200);
  await page.reload();
  await expect(page.getByRole('alert').filter({ hasText: reason })).toBeVisible();
  await expect(page.getByText(text('sr', 'governmentId.status.rejected'), { exact: true })).toBeVisible();
  await screenshots(page, 'government-id-rejected', 'sr', heading);
});

test('[HOST][IDENTITY] the ID screen in English: under review, then verified with the date', async ({
  page,
  request,
}) => {
  const host = await registerByApi(request, 'en');
  await login(page, host.token);
  const front = await idPicture(resolve(import.meta.dirname, '../.tmp/e2e-id-front-en.jpg'), 'jpeg', 120);
  const back = await idPicture(resolve(import.meta.dirname, '../.tmp/e2e-id-back-en.png'), 'png', 300);
  await page.setViewportSize(widths[1]);
  await page.goto('/government-id');
  const heading = text('en', 'governmentId.title');
  await screenshots(page, 'government-id-empty', 'en', heading);
  const inputs = page.locator('input[type="file"]');
  await inputs.nth(0).setInputFiles(front);
  await page.getByRole('button', { name: text('en', 'governmentId.submit') }).click();
  await expect(page.getByText(text('en', 'governmentId.both_required'))).toBeVisible();
  await inputs.nth(1).setInputFiles(back);
  await page.getByRole('button', { name: text('en', 'governmentId.submit') }).click();
  await expect(page.getByText(text('en', 'governmentId.status.under_review'), { exact: true })).toBeVisible();
  await screenshots(page, 'government-id-review', 'en', heading);

  const admin = await adminToken(request);
  const verified = await request.post(`/api/admin/government-ids/${host.userId}/verify`, {
    headers: { Authorization: `Bearer ${admin}` },
  });
  expect(verified.status()).toBe(200);
  await page.reload();
  await expect(page.getByText(text('en', 'governmentId.status.verified'), { exact: true })).toBeVisible();
  await expect(page.getByText(text('en', 'governmentId.verified_text'))).toBeVisible();
  await expect(page.getByRole('button', { name: text('en', 'governmentId.submit') })).toHaveCount(0);
  await screenshots(page, 'government-id-verified', 'en', heading);
});

for (const locale of ['sr', 'en'] as const) {
  test(`[HOST][ACCOUNT] a user asks to delete the account (${locale}), and after completion the token no longer works`, async ({
    page,
    request,
  }) => {
    const user = await registerByApi(request, locale);
    await login(page, user.token);
    await page.setViewportSize(widths[0]);
    await page.goto('/user-settings/account');
    await page.getByRole('link', { name: new RegExp(text(locale, 'accountDeletion.links.delete')) }).click();
    const heading = text(locale, 'accountDeletion.title');
    await screenshots(page, 'delete-account', locale, heading);
    await page.setViewportSize(widths[0]);

    const password = page.getByLabel(text(locale, 'accountDeletion.password'));
    await password.fill('not-the-password');
    await page.getByRole('button', { name: text(locale, 'accountDeletion.submit'), exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: text(locale, 'accountDeletion.confirm') }).click();
    await expect(page.getByText(text(locale, 'validation.current_password')).first()).toBeVisible();

    await password.fill(user.password);
    await page.getByRole('button', { name: text(locale, 'accountDeletion.submit'), exact: true }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText(text(locale, 'accountDeletion.confirm_text'))).toBeVisible();
    await expectAccessible(page, `delete account ${locale} with the confirmation dialog`);
    await page.screenshot({ path: `${shots}/delete-account-confirm-${locale}-desktop.png` });
    await dialog.getByRole('button', { name: text(locale, 'accountDeletion.confirm') }).click();
    await expect(page.getByText(text(locale, 'accountDeletion.requested_title'))).toBeVisible();
    await screenshots(page, 'delete-account-requested', locale, heading);

    // The operator completes it: the next request answers 401 and the panel logs out.
    const admin = await adminToken(request);
    const done = await request.post(`/api/admin/users/${user.userId}/complete-deletion`, {
      headers: { Authorization: `Bearer ${admin}` },
    });
    expect(done.status()).toBe(204);
    await page.reload();
    await expect(page).toHaveURL(/\/login/);
  });
}
