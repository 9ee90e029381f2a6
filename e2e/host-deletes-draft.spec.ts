import { resolve } from 'node:path';
import { expect, test } from '@playwright/test';
import type { Locale } from '@gazda/i18n/locales';
import { text } from './support/i18n';
import { expectNoHorizontalOverflow } from './support/panel';
import { registerByApi } from './support/users';
import { expectAccessible } from './support/a11y';

/*
 * Issue #26 item 5: opening a create page makes nothing; the first save makes the draft; a draft
 * is deleted at once after the panel's own confirmation, with no mail.
 */
const shots = resolve(import.meta.dirname, '../.tmp/screens');

for (const locale of ['sr', 'en'] as Locale[]) {
  test(`[HOST][LISTING] the create page makes nothing until the first save; the draft is deleted at once (${locale})`, async ({
    page,
    request,
  }) => {
    const host = await registerByApi(request, locale);
    const auth = { headers: { Authorization: `Bearer ${host.token}` } };
    const total = async () => ((await (await request.get('/api/panel/ads', auth)).json()) as { meta: { total: number } }).meta.total;
    await page.addInitScript((token) => localStorage.setItem('access_token', JSON.stringify(token)), host.token);

    for (const size of [
      { name: 'phone', width: 390, height: 844 },
      { name: 'desktop', width: 1280, height: 900 },
    ]) {
      await page.setViewportSize(size);
      await page.goto('/listings/apartment/create');
      await expect(page.getByRole('heading', { name: text(locale, 'listings.form.new_listing') })).toBeVisible();
      await expect(page.getByRole('button', { name: text(locale, 'listings.form.actions.menu') })).toHaveCount(0);
      await expectNoHorizontalOverflow(page);
      await page.screenshot({ path: `${shots}/listing-create-${locale}-${size.name}.png` });
    }
    await expectAccessible(page, `create page ${locale}`);
    expect(await total()).toBe(0);

    await page.getByRole('textbox', { name: text(locale, 'listings.form.info.subcategory') }).click();
    await page.getByRole('option').first().click();
    await page.getByLabel(text(locale, 'listings.form.info.in_sr')).first().fill('Stan na Dorćolu');
    await page.getByLabel(text(locale, 'listings.form.info.in_sr')).nth(1).fill('Svetao stan u mirnoj ulici.');
    await page.waitForLoadState('networkidle');
    const save = page.getByRole('button', { name: text(locale, 'common.continue'), exact: true });
    await save.dblclick();
    await expect(page).toHaveURL(/\/listing\/apartment\/\d+\/property$/);
    expect(await total()).toBe(1);

    await page.getByRole('button', { name: text(locale, 'listings.form.actions.menu') }).click();
    await page.getByRole('menuitem', { name: text(locale, 'listings.form.actions.delete_draft') }).click();
    const dialog = page.getByRole('dialog', { name: text(locale, 'listings.form.actions.delete_draft.title') });
    await expect(dialog).toContainText(text(locale, 'listings.form.actions.delete_draft.text'));
    await expectAccessible(page, `delete draft dialog ${locale}`);
    await page.screenshot({ path: `${shots}/listing-delete-draft-${locale}-desktop.png` });
    await dialog.getByRole('button', { name: text(locale, 'listings.form.actions.delete_draft.confirm') }).click();
    await expect(page).toHaveURL(/\/listings\/apartment$/);
    await expect(page.getByText(text(locale, 'listings.form.actions.delete_draft.done'))).toBeVisible();
    expect(await total()).toBe(0);
  });
}
