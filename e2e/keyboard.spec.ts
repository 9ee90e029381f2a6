import { resolve } from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { addDays } from '@gazda/domain/dates';
import { expectAccessible, expectFocusVisible, tabTo } from './support/a11y';
import { text } from './support/i18n';
import { photoFile, submittedApartment } from './support/listings';
import { registerByApi } from './support/users';

/*
 * Issue #9 item 5: every main screen works by keyboard alone, with visible focus. No mouse here:
 * only Tab, Shift+Tab, Enter, Space, Escape, arrow keys and typing. tabTo() checks at every stop
 * that the focus ring is drawn with at least 3:1 against its background.
 */

const focused = (page: Page) => page.evaluate(() => document.activeElement?.outerHTML.slice(0, 120) ?? '');

/** ArrowDown until `target` is the focused (or, in a combobox, the selected) item. */
async function arrowTo(page: Page, target: Locator, attribute?: string) {
  for (let press = 0; press < 12; press++) {
    const reached = attribute
      ? (await target.getAttribute(attribute)) !== null
      : await target.evaluate((node) => node === document.activeElement);
    if (reached) return;
    await page.keyboard.press('ArrowDown');
  }
  throw new Error(`${String(target)} not reached with ArrowDown`);
}

async function expectFocusInside(page: Page, selector: string) {
  const inside = await page.evaluate((s) => Boolean(document.activeElement?.closest(s)), selector);
  expect(inside, `focus left ${selector}: ${await focused(page)}`).toBe(true);
}

test('[KEYBOARD] skip link, logging in and the navigation by keyboard alone (sr and en)', async ({ page, request }) => {
  const user = await registerByApi(request, 'sr');
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: text('sr', 'auth.login.title'), level: 1 })).toBeVisible();

  // The first Tab reaches the skip link, shown on screen; Enter moves focus into the main content.
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: text('sr', 'nav.skip_to_content') });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await expectFocusVisible(page);
  await page.keyboard.press('Enter');
  await expect(page.locator('#main-content')).toBeFocused();

  // From the main content, the fields are the next stops: type, Tab, type, Enter.
  const email = page.getByRole('textbox', { name: text('sr', 'auth.field.email'), exact: true });
  await tabTo(page, email, { max: 10 });
  await page.keyboard.type(user.email);
  await tabTo(page, page.getByRole('textbox', { name: text('sr', 'auth.field.password'), exact: true }), { max: 3 });
  await page.keyboard.type(user.password);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/user-settings\/account$/);
  await expectAccessible(page, 'account settings sr after a keyboard login');

  // The bar: Tab to "Moja putovanja", Enter opens it.
  const nav = page.getByRole('navigation', { name: text('sr', 'nav.main') });
  await tabTo(page, nav.getByRole('link', { name: text('sr', 'nav.my_travel') }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/my-travel\/reservations$/);
  // Its tabs move with the arrow keys.
  const reservationsTab = page.getByRole('tab', { name: text('sr', 'bookingPanel.trips.tab_reservations') });
  await tabTo(page, reservationsTab);
  await page.keyboard.press('ArrowRight');
  await expect(page).toHaveURL(/\/my-travel\/inquiries$/);
  await expect(page.getByRole('tab', { name: text('sr', 'bookingPanel.trips.tab_inquiries') })).toHaveAttribute(
    'aria-selected',
    'true',
  );

  // The language menu: Enter opens it, arrows walk it, Escape closes it and focus returns.
  const language = page.getByRole('button', { name: text('sr', 'nav.language_menu', { language: 'Srpski' }) });
  await tabTo(page, language, { back: true });
  await page.keyboard.press('Enter');
  const english = page.getByRole('menuitem', { name: 'English' });
  await expect(english).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(english).toBeHidden();
  await expect(language).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(english).toBeVisible();
  await arrowTo(page, english);
  await expectFocusVisible(page);
  await page.keyboard.press('Enter');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expectAccessible(page, 'my inquiries en after a keyboard language change');

  // In English now: the user menu by keyboard leads to the settings.
  const menu = page.getByRole('button', { name: text('en', 'auth.menu.label') });
  await tabTo(page, menu);
  await page.keyboard.press('Enter');
  const settings = page.getByRole('menuitem', { name: text('en', 'auth.menu.settings') });
  await expect(settings).toBeVisible();
  await arrowTo(page, settings);
  await expectFocusVisible(page);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/user-settings\/account$/);
});

test('[KEYBOARD] the phone drawer opens, traps focus and closes with Escape', async ({ page, request }) => {
  const user = await registerByApi(request, 'en');
  await page.addInitScript((token) => localStorage.setItem('access_token', JSON.stringify(token)), user.token);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  const burger = page.getByRole('button', { name: text('en', 'nav.open_menu') });
  await tabTo(page, burger);
  await page.keyboard.press('Enter');
  const drawer = page.getByRole('dialog');
  await expect(drawer.getByRole('link', { name: text('en', 'nav.my_travel') })).toBeVisible();
  await expectAccessible(page, 'navigation drawer en at 390 px (keyboard)');
  for (let press = 0; press < 8; press++) {
    await page.keyboard.press('Tab');
    await expectFocusInside(page, '[role="dialog"]');
    await expectFocusVisible(page);
  }
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(page.getByRole('button', { name: text('en', 'nav.open_menu') })).toBeFocused();
});

test('[KEYBOARD] a modal form: focus moves in, stays in, Escape closes it and focus returns; then it is filled and saved', async ({
  page,
  request,
}) => {
  const user = await registerByApi(request, 'sr');
  await page.addInitScript((token) => localStorage.setItem('access_token', JSON.stringify(token)), user.token);
  await page.goto('/user-settings/payouts');
  await expect(page.getByText(text('sr', 'payouts.empty'))).toBeVisible();

  const add = page.getByRole('button', { name: text('sr', 'payouts.add') });
  await tabTo(page, add);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expectFocusInside(page, '[role="dialog"]');
  await expectAccessible(page, 'payouts sr with the form dialog (keyboard)');
  // Trapped: Tab and Shift+Tab keep going round inside the dialog.
  for (const key of ['Tab', 'Tab', 'Tab', 'Tab', 'Tab', 'Tab', 'Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab']) {
    await page.keyboard.press(key);
    await expectFocusInside(page, '[role="dialog"]');
    await expectFocusVisible(page);
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(add).toBeFocused();

  // Again with Space, and this time the form is filled and sent with the keyboard.
  await page.keyboard.press('Space');
  await expect(dialog).toBeVisible();
  const number = dialog.getByRole('textbox', { name: text('sr', 'payouts.field.domestic_number') });
  await tabTo(page, number);
  await page.keyboard.type('260-56010016113-79');
  await tabTo(page, dialog.getByRole('button', { name: text('sr', 'payouts.save') }));
  await page.keyboard.press('Enter');
  await expect(page.getByText(text('sr', 'payouts.added'))).toBeVisible();
  await expect(dialog).toBeHidden();
  const cards = page.getByRole('list', { name: text('sr', 'payouts.list_label') }).getByRole('listitem');
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText('•••• 1379');
});

test('[KEYBOARD] the calendar: days chosen with Enter and Space, nights blocked, side tabs by arrows', async ({
  page,
  request,
}) => {
  const host = await registerByApi(request, 'en');
  const photo = await photoFile(resolve(import.meta.dirname, '../.tmp/e2e-keyboard-calendar.jpg'), 60);
  const id = await submittedApartment(request, host.token, photo);
  const d = new Date();
  const first = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 2, 1)).toISOString().slice(0, 10);
  await page.addInitScript((token) => localStorage.setItem('access_token', JSON.stringify(token)), host.token);
  await page.goto(`/listing/apartment/${id}/calendar?month=${first.slice(0, 7)}`);
  await expect(page.getByText('Calendar users get up to 60% more reservations')).toBeVisible();
  await expectAccessible(page, 'calendar en (keyboard)');

  const day = (date: string) => page.locator(`button[data-date="${date}"]`);
  await tabTo(page, day(addDays(first, 2)), { max: 90 });
  await page.keyboard.press('Enter');
  await tabTo(page, day(addDays(first, 4)), { max: 5 });
  await page.keyboard.press('Space');
  await expect(day(addDays(first, 4))).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('selection-summary')).toContainText('3 nights');

  await tabTo(page, page.getByRole('button', { name: 'Block', exact: true }), { max: 120 });
  await page.keyboard.press('Enter');
  await expect(page.getByText(/nights blocked/)).toBeVisible();
  await expect(day(addDays(first, 3))).toHaveAttribute('aria-label', /Blocked by you/);

  // The side panel's tabs: arrows move between them.
  const selectionTab = page.getByRole('tab', { name: 'Selection' });
  await tabTo(page, selectionTab, { back: true, max: 120 });
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Rules and prices' })).toHaveAttribute('aria-selected', 'true');
  await expectFocusVisible(page);
  await expectAccessible(page, 'calendar en with the rules tab (keyboard)');
});

test('[KEYBOARD] a new listing: the category by Enter, the steps by Continue and Back', async ({ page, request }) => {
  const host = await registerByApi(request, 'sr');
  await page.addInitScript((token) => localStorage.setItem('access_token', JSON.stringify(token)), host.token);
  await page.goto('/listings/create');
  await tabTo(page, page.getByRole('button', { name: /Smeštaj/ }));
  await page.keyboard.press('Enter');
  // The first step of a listing not made yet: the draft is made by its first save (issue #26 item 5).
  await expect(page).toHaveURL(/\/listings\/apartment\/create$/);
  await page.locator('form#listing-step-form').waitFor();
  await page.waitForLoadState('networkidle');

  // Continue with nothing filled in: the errors, and focus stays on the page.
  const next = page.getByRole('button', { name: 'Nastavi', exact: true });
  await tabTo(page, next, { max: 80 });
  await page.keyboard.press('Enter');
  await expect(page.getByText('Obavezno polje').first()).toBeVisible();
  await expectAccessible(page, 'listing step info with errors sr (keyboard)');

  // The type by keyboard: the select opens with ArrowDown, Enter picks.
  const type = page.getByRole('textbox', { name: 'Vrsta objekta' });
  await tabTo(page, type, { max: 150 });
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('option', { name: 'Apartman', exact: true })).toBeVisible();
  await arrowTo(page, page.getByRole('option', { name: 'Apartman', exact: true }), 'data-combobox-selected');
  await page.keyboard.press('Enter');
  await expect(type).toHaveValue('Apartman');
  await tabTo(page, page.getByLabel('Na srpskom').first());
  await page.keyboard.type('Stan uz tastaturu');
  await tabTo(page, page.getByLabel('Na engleskom').first());
  await page.keyboard.type('A flat by keyboard');
  await tabTo(page, page.getByLabel('Na srpskom').nth(1));
  await page.keyboard.type('Svetao stan, sve podešeno bez miša, sa pogledom na park.');
  await tabTo(page, next, { max: 40 });
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/property$/);
  await expectAccessible(page, 'listing step property sr (keyboard)');

  // Back by Shift+Tab and Enter: the saved step shows what was typed.
  await page.waitForLoadState('networkidle');
  const back = page.getByRole('button', { name: 'Nazad', exact: true });
  await tabTo(page, back, { max: 80 });
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/info$/);
  await expect(page.getByLabel('Na srpskom').first()).toHaveValue('Stan uz tastaturu');
});
