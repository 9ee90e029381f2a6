import { resolve } from 'node:path';
import { expect, test } from '@playwright/test';
import { photoFile, submittedApartment } from './support/listings';
import { PASSWORD, registerByApi, uniqueEmail } from './support/users';
import { expectAccessible } from './support/a11y';
import { text } from './support/i18n';
import { latestMailTo, linkIn } from './support/outbox';

const tmp = resolve(import.meta.dirname, '../.tmp');

test('[HOST][LISTING] the type chosen while logged out survives registration', async ({ page }) => {
  await page.goto('/listings/create');
  await page.getByRole('button', { name: /Restorani/ }).click();
  await expect(page).toHaveURL(/\/register/);
  await page.getByRole('textbox', { name: 'Ime', exact: true }).fill('Jovana');
  await page.getByRole('textbox', { name: 'Prezime', exact: true }).fill('Petrović');
  const email = uniqueEmail('restoran');
  await page.getByRole('textbox', { name: 'E-mail adresa', exact: true }).fill(email);
  await page.getByRole('textbox', { name: 'Lozinka', exact: true }).fill(PASSWORD);
  await page.getByRole('textbox', { name: 'Ponovite lozinku', exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Napravi nalog' }).click();
  // Registration logs in through the mailed link (ADR 0012); the choice waits until then.
  await expect(page.getByText(text('sr', 'auth.register.spam_hint'))).toBeVisible();
  await page.goto(linkIn(await latestMailTo(email), '/email/verify/'));
  // The restaurant's first step, and no draft until it is saved (issue #26 item 5).
  await expect(page).toHaveURL(/\/listings\/restaurant\/create$/, { timeout: 10_000 });
});

test('[HOST][LISTING] lowering max guests asks first, then lowers the extra-guest threshold', async ({ page, request }) => {
  const host = await registerByApi(request);
  const id = await submittedApartment(request, host.token, await photoFile(`${tmp}/e2e-guests.jpg`, 300));
  const auth = { Authorization: `Bearer ${host.token}` };
  const pricing = await request.patch(`/api/panel/ads/${id}`, {
    headers: auth,
    data: { step: 'pricing', currency: 'EUR', base_price: 5000, weekend_price: 6000, extra_guest_price: 1000, extra_guest_threshold: 3 },
  });
  expect(pricing.status()).toBe(200);

  await page.addInitScript((token) => localStorage.setItem('access_token', JSON.stringify(token)), host.token);
  await page.goto(`/listing/apartment/${id}/property`);
  await page.getByRole('textbox', { name: 'Najveći broj gostiju' }).fill('2');
  await page.getByRole('button', { name: 'Sačuvaj izmene' }).click();
  const dialog = page.getByRole('dialog', { name: 'Smanjiti najveći broj gostiju?' });
  await expect(dialog).toContainText('biće smanjen na 1');
  await expectAccessible(page, 'listing step property with the max guests dialog sr');
  // Nothing is saved before the host agrees.
  const before = await request.get(`/api/panel/ads/${id}`, { headers: auth });
  expect(((await before.json()) as { data: { max_guests: number } }).data.max_guests).toBe(4);
  await dialog.getByRole('button', { name: 'Sačuvaj' }).click();
  await expect
    .poll(async () => {
      const r = await request.get(`/api/panel/ads/${id}`, { headers: auth });
      const l = ((await r.json()) as { data: { max_guests: number; extra_guest_threshold: number } }).data;
      return [l.max_guests, l.extra_guest_threshold];
    })
    .toEqual([2, 1]);
});

test('[HOST][LISTING] photos are reordered by dragging with the keyboard and the first is the cover', async ({ page, request }) => {
  const host = await registerByApi(request);
  const id = await submittedApartment(request, host.token, await photoFile(`${tmp}/e2e-first.jpg`, 10));
  const auth = { Authorization: `Bearer ${host.token}` };
  await page.addInitScript((token) => localStorage.setItem('access_token', JSON.stringify(token)), host.token);
  await page.goto(`/listing/apartment/${id}/gallery`);
  await page.locator('input[type=file]').setInputFiles(await photoFile(`${tmp}/e2e-second.jpg`, 250));
  await expect(page.locator('img[src*="/uploads/"]')).toHaveCount(2, { timeout: 30_000 });
  await expectAccessible(page, 'listing step gallery with two photos sr');
  const photos = async () =>
    ((await (await request.get(`/api/panel/ads/${id}`, { headers: auth })).json()) as { data: { photos: { id: number }[] } }).data.photos.map((p) => p.id);
  const [first, second] = await photos();

  const handle = page.getByRole('button', { name: 'Pomeri fotografiju 2' });
  await handle.focus();
  // dnd-kit's keyboard sensor measures the items after each key; give it a moment between them.
  for (const key of ['Space', 'ArrowLeft', 'Space']) {
    await page.keyboard.press(key);
    await page.waitForTimeout(400);
  }
  await expect.poll(photos).toEqual([second, first]);
  await expect(page.getByText('Naslovna').first()).toBeVisible();
});
