import { expect, type Page } from '@playwright/test';
import { addDays } from '@gazda/domain/dates';

/** A date `days` from today, as a YYYY-MM-DD local date. */
export function fromToday(days: number): string {
  return addDays(new Date().toISOString().slice(0, 10), days);
}

const months = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** Clicks a day of an open Mantine calendar (English labels "25 November 2026"), paging forward. */
export async function clickDay(page: Page, date: string) {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const day = page.locator(`button[aria-label="${d} ${months[m - 1]} ${y}"]:not([data-outside])`).first();
  // The dropdown may still be opening: wait for its month header before deciding to page.
  await page.locator('[data-direction="next"]').first().waitFor({ state: 'visible' });
  for (let i = 0; i < 14; i++) {
    if (await day.waitFor({ state: 'visible', timeout: 1500 }).then(() => true, () => false)) break;
    await page.locator('[data-direction="next"]').first().click();
  }
  await expect(day).toBeEnabled();
  await day.click();
}
