import { resolve } from 'node:path';
import { expect, test } from '@playwright/test';
import { adminToken, photoFile, submittedApartment } from './support/listings';
import { registerByApi } from './support/users';
import { expectAccessible } from './support/a11y';

test('[HOST][REVIEW] a host sees the reviewer\'s errors after a request-fix, fixes them and requests review', async ({
  page,
  request,
}) => {
  const host = await registerByApi(request);
  const photo = await photoFile(resolve(import.meta.dirname, '../.tmp/e2e-review.jpg'), 200);
  const id = await submittedApartment(request, host.token, photo);

  // The operator asks for a fix, in both languages.
  const admin = await adminToken(request);
  const fix = await request.post(`/api/admin/ads/${id}/request-fix`, {
    headers: { Authorization: `Bearer ${admin}` },
    data: { errors: { sr: 'Dodajte cenu noći vikendom od bar 70 €.', en: 'Set a weekend price of at least €70.' } },
  });
  expect(fix.status()).toBe(200);

  await page.addInitScript((token) => localStorage.setItem('access_token', JSON.stringify(token)), host.token);
  await page.goto(`/listing/apartment/${id}/pricing`);
  const alert = page.getByRole('alert').filter({ hasText: 'Dodajte cenu noći vikendom od bar 70 €.' });
  await expect(alert).toBeVisible();
  await expect(page.getByText('Potrebne izmene').first()).toBeVisible();
  await expectAccessible(page, 'listing step pricing sr with the reviewer errors');

  await page.getByRole('textbox', { name: 'Cena noći vikendom' }).fill('75');
  await page.getByRole('button', { name: 'Sačuvaj izmene' }).click();
  await expect
    .poll(async () => {
      const r = await request.get(`/api/panel/ads/${id}`, { headers: { Authorization: `Bearer ${host.token}` } });
      return ((await r.json()) as { data: { weekend_price: number } }).data.weekend_price;
    })
    .toBe(7500);

  await page.getByRole('button', { name: 'Zatraži ponovnu proveru' }).click();
  await expect(page.getByText('Na proveri').first()).toBeVisible();
  await expectAccessible(page, 'listing step pricing sr back in review');
  const after = await request.get(`/api/panel/ads/${id}`, { headers: { Authorization: `Bearer ${host.token}` } });
  expect(((await after.json()) as { data: { status: string } }).data.status).toBe('pending');

  // And the operator's queue has it again.
  const queue = await request.get('/api/admin/ads?status=pending', { headers: { Authorization: `Bearer ${admin}` } });
  const ids = ((await queue.json()) as { data: { id: number }[] }).data.map((l) => l.id);
  expect(ids).toContain(id);
});
