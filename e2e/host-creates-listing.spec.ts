import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { photoFile } from './support/listings';
import { makeHostReady, registerByApi } from './support/users';
import { expectAccessible } from './support/a11y';

const tmp = resolve(import.meta.dirname, '../.tmp');

/** Continue saves the step; on to the next one. */
async function next(page: Page, step?: string) {
  await page.locator('form#listing-step-form').waitFor();
  await page.waitForLoadState('networkidle');
  await page.getByRole('button', { name: 'Nastavi', exact: true }).click();
  if (step) await expect(page).toHaveURL(new RegExp(`/${step}$`));
}

const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: false }).first();

test('[HOST][LISTING] a host creates an apartment through all nine steps with a real photo and submits it', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000); // an axe check at every screen
  const host = await registerByApi(request);
  // A listing goes live only for a host with a phone and a payout method (issue #26 item 6).
  await makeHostReady(request, host.token);
  const photo = await photoFile(`${tmp}/e2e-photo.jpg`, 30);
  writeFileSync(`${tmp}/e2e-not-an-image.jpg`, 'this is not an image');
  await page.addInitScript((token) => localStorage.setItem('access_token', JSON.stringify(token)), host.token);

  // A person with no listings sees no category and no host links
  // (docs/rules/product.md "Top navigation").
  await page.goto('/');
  const nav = page.getByRole('navigation').first();
  await expect(nav.getByRole('link', { name: 'Početna', exact: true })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Smeštaj', exact: true })).toHaveCount(0);
  await expect(nav.getByRole('link', { name: 'Rezervacije', exact: true })).toHaveCount(0);
  await expectAccessible(page, 'dashboard of a new host sr');

  await page.goto('/listings/create');
  await expectAccessible(page, 'choose a category sr');
  await page.getByRole('button', { name: /Smeštaj/ }).click();
  // Opening the create page makes nothing (issue #26 item 5): the first step, no draft, no host links.
  await expect(page).toHaveURL(/\/listings\/apartment\/create$/);
  await expect(nav.getByRole('link', { name: 'Smeštaj', exact: true })).toHaveCount(0);
  const before = await request.get('/api/panel/ads', { headers: { Authorization: `Bearer ${host.token}` } });
  expect(((await before.json()) as { meta: { total: number } }).meta.total).toBe(0);

  // info: the shared schema speaks first, in Serbian
  await next(page);
  await expect(page.getByText('Obavezno polje').first()).toBeVisible();
  await expectAccessible(page, 'listing step info with errors sr');
  await page.getByRole('textbox', { name: 'Vrsta objekta' }).click();
  await page.getByRole('option', { name: 'Apartman', exact: true }).click();
  await page.getByLabel('Na srpskom').first().fill('Stan na Dorćolu sa terasom');
  await page.getByLabel('Na engleskom').first().fill('Dorćol flat with a terrace');
  await page.getByLabel('Na srpskom').nth(1).fill('Svetao stan od 55 m² u mirnoj ulici, pet minuta od Knez Mihailove.');
  await next(page, 'property');
  // The first save made the draft and replaced the create page with it.
  const id = Number(page.url().match(/apartment\/(\d+)/)![1]);
  await expectAccessible(page, 'listing step property sr');

  await field(page, 'Najveći broj gostiju').fill('4');
  await field(page, 'Površina').fill('55');
  await field(page, 'Spavaće sobe').fill('2');
  await field(page, 'Kupatila').fill('1');
  await page.getByRole('button', { name: 'Dodaj krevet' }).click();
  await page.getByText('Da, plaća se').click();
  await field(page, 'Cena parkinga').fill('5');
  await page.getByRole('textbox', { name: 'Cena je' }).click();
  await page.getByRole('option', { name: 'Po danu' }).click();
  await page.getByText('Privatno', { exact: true }).click();
  await page.getByText('U objektu', { exact: true }).click();
  await page.getByLabel('Garaža').check();
  await next(page, 'location');
  await expectAccessible(page, 'listing step location sr');

  // location: the street rule, then a pin on the map (tiles may not load; the map still works)
  await field(page, 'Grad ili mesto').fill('Beograd');
  await field(page, 'Ulica i broj').fill('Knez Mihailova');
  await next(page);
  await expect(page.getByText('Unesite ulicu i broj, npr. Knez Mihailova 34').first()).toBeVisible();
  await field(page, 'Ulica i broj').fill('Dubrovačka 12');
  const map = page.locator('.leaflet-container');
  await map.scrollIntoViewIfNeeded();
  const box = (await map.boundingBox())!;
  await page.mouse.click(box.x + box.width * 0.55, box.y + box.height * 0.45);
  await next(page, 'tags');
  await expectAccessible(page, 'listing step tags sr');

  await next(page);
  await expect(page.getByText('Izaberite bar jednu oznaku').first()).toBeVisible();
  for (const tag of ['Wi-Fi', 'Klima', 'Kuhinja']) await page.getByText(tag, { exact: true }).click();
  await next(page, 'gallery');
  await expectAccessible(page, 'listing step gallery sr');

  // gallery: a real upload with the server's own refusal of a file that is not an image
  await page.locator('input[type=file]').setInputFiles([photo, `${tmp}/e2e-not-an-image.jpg`]);
  await expect(page.locator('img[src*="/uploads/"]').first()).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('Fajl mora biti JPEG, PNG ili WebP slika').first()).toBeVisible();
  await expectAccessible(page, 'listing step gallery with a photo and an error sr');
  await next(page, 'pricing');
  await expectAccessible(page, 'listing step pricing sr');

  await field(page, 'Cena po noći').fill('45');
  await field(page, 'Cena noći vikendom').fill('55');
  await next(page, 'reservation');
  await expectAccessible(page, 'listing step reservation sr');

  await page.getByText('Trenutna rezervacija').click();
  await field(page, 'Najmanji broj noći').fill('2');
  await next(page, 'terms');
  await expectAccessible(page, 'listing step terms sr');

  await page.getByLabel(/prihvatam uslove/).check();
  await page.getByRole('button', { name: 'Pošalji na proveru' }).click();
  await expect(page.getByText('Vaš oglas je na proveri')).toBeVisible();
  await expect(page.getByText('Na proveri').first()).toBeVisible();
  await expectAccessible(page, 'listing submitted sr');

  // Saved on the server, not only on screen: the listing is pending with the stored photo.
  const stored = await request.get(`/api/panel/ads/${id}`, { headers: { Authorization: `Bearer ${host.token}` } });
  const listing = ((await stored.json()) as { data: { status: string; photos: unknown[]; city: string } }).data;
  expect(listing).toMatchObject({ status: 'pending', city: 'Beograd' });
  expect(listing.photos).toHaveLength(1);

  // The header's preview shows the public page of the pending listing to its owner.
  await page.goto(`/ads/${id}`);
  await expect(page.getByRole('heading', { name: 'Stan na Dorćolu sa terasom', level: 1 })).toBeVisible();
  await expectAccessible(page, 'public page of a pending listing sr');

  // Now a host: the category and the reservations and inquiries links appear.
  await page.goto('/');
  await expect(nav.getByRole('link', { name: 'Smeštaj', exact: true })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Rezervacije', exact: true })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Upiti', exact: true })).toBeVisible();
  await expectAccessible(page, 'dashboard of a host sr');

  // A pending listing is edited with Update, without Back.
  await page.goto(`/listing/apartment/${id}/pricing`);
  await expect(page.getByRole('button', { name: 'Sačuvaj izmene' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Nazad', exact: true })).toHaveCount(0);
});
