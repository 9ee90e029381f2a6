import { resolve } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { addDays } from '@gazda/domain/dates';
import { photoFile, submittedApartment } from './support/listings';
import { registerByApi } from './support/users';
import { expectAccessible } from './support/a11y';

/** The first day of the month two months from now, so every date below is in the future. */
function futureMonth(): string {
  const d = new Date();
  const m = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 2, 1));
  return m.toISOString().slice(0, 10);
}

const day = (page: Page, date: string) => page.locator(`button[data-date="${date}"]`);

async function pick(page: Page, from: string, to: string) {
  await day(page, from).click();
  await day(page, to).click();
  await expect(day(page, to)).toHaveAttribute('aria-pressed', 'true');
}

test('[HOST][CALENDAR] a host creates a rule, applies it and a special price, blocks nights, sees the preview change and keeps it all after a reload', async ({
  page,
  request,
}) => {
  const host = await registerByApi(request, 'en');
  const photo = await photoFile(resolve(import.meta.dirname, '../.tmp/e2e-calendar.jpg'), 120);
  const id = await submittedApartment(request, host.token, photo); // base €50, weekend €60
  const first = futureMonth();
  const at = (n: number) => addDays(first, n);
  await page.addInitScript((token) => localStorage.setItem('access_token', JSON.stringify(token)), host.token);
  await page.goto(`/listing/apartment/${id}/calendar?month=${first.slice(0, 7)}`);
  await expect(page.getByText('Calendar users get up to 60% more reservations')).toBeVisible();
  await expectAccessible(page, 'calendar en');

  // A rule: +20 %, at least 5 nights.
  await page.getByRole('tab', { name: 'Rules and prices' }).click();
  await page.getByRole('button', { name: 'New rule' }).click();
  await page.getByLabel('Name').fill('Proleće');
  await page.getByRole('radio', { name: 'Increase' }).check({ force: true });
  await page.getByLabel('Percent').fill('20');
  await page.getByLabel('Minimum stay (nights)').fill('5');
  await expectAccessible(page, 'calendar en with the new rule form');
  await page.getByRole('form', { name: 'New rule' }).getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Rule created.')).toBeVisible();

  // Drag across four days and apply it.
  const a = (await day(page, at(9)).boundingBox())!;
  const b = (await day(page, at(12)).boundingBox())!;
  await page.mouse.move(a.x + 10, a.y + 10);
  await page.mouse.down();
  await page.mouse.move(a.x + 30, a.y + 20, { steps: 3 });
  await page.mouse.move(b.x + 10, b.y + 10, { steps: 8 });
  await page.mouse.up();
  await expect(page.getByTestId('selection-summary')).toContainText('4 nights');
  await expectAccessible(page, 'calendar en with a selection');
  await page.getByRole('tab', { name: 'Selection' }).click();
  await page.getByRole('textbox', { name: 'Rule' }).click();
  await page.getByRole('option', { name: 'Proleće' }).click();
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('Rule applied.')).toBeVisible();
  await expect(day(page, at(10))).toHaveAttribute('aria-label', /Proleće/);

  // Two clicks and a special price of €45.
  await pick(page, at(16), at(17));
  await page.getByLabel('Special price per night').fill('45');
  await page.getByRole('button', { name: 'Set', exact: true }).click();
  await expect(day(page, at(16))).toHaveAttribute('aria-label', /special price/);

  // Block three nights.
  await pick(page, at(19), at(21));
  await page.getByRole('button', { name: 'Block', exact: true }).click();
  await expect(page.getByText(/nights blocked/)).toBeVisible();
  await expectAccessible(page, 'calendar en with blocked nights');
  await expect(day(page, at(20))).toHaveAttribute('aria-label', /Blocked by you/);

  // The preview follows the selection, and the server confirms it.
  await pick(page, at(9), at(13));
  await page.getByRole('tab', { name: 'Pricing preview' }).click();
  const total = page.getByText('Guest pays in total').locator('xpath=../..');
  await expect(page.getByText('Confirmed by the server')).toBeVisible();
  await expectAccessible(page, 'calendar en with the pricing preview');
  const ruleStay = await total.textContent();
  await pick(page, at(15), at(17));
  await expect(page.getByText('Confirmed by the server')).toBeVisible();
  await expect.poll(() => total.textContent()).not.toBe(ruleStay);

  // The server holds the same: a reload shows every change again.
  await page.reload();
  await expect(day(page, at(10))).toHaveAttribute('aria-label', /Proleće/);
  await expect(day(page, at(16))).toHaveAttribute('aria-label', /special price/);
  await expect(day(page, at(20))).toHaveAttribute('aria-label', /Blocked by you/);
  const stored = await request.get(`/api/calendar/${id}?start=${first}&days=40`, {
    headers: { Authorization: `Bearer ${host.token}` },
  });
  const days = ((await stored.json()) as { data: { days: { date: string; special: number | null; available: boolean; reason: string | null }[] } }).data.days;
  const byDate = new Map(days.map((d) => [d.date, d]));
  expect(byDate.get(at(16))?.special).toBe(4500);
  expect(byDate.get(at(20))).toMatchObject({ available: false, reason: 'manual' });
});
