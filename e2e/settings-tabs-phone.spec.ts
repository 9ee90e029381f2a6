import { resolve } from 'node:path';
import { expect, test, type Locator } from '@playwright/test';
import type { Locale } from '@gazda/i18n/locales';
import { expectAccessible } from './support/a11y';
import { text } from './support/i18n';
import { expectNoHorizontalOverflow } from './support/panel';
import { registerByApi } from './support/users';

/*
 * Issue #26 item 8: on a 390 px phone the settings tabs do not fit; the edge with more tabs behind
 * it fades, so the row visibly scrolls, and the open tab is scrolled into view.
 */
const shots = resolve(import.meta.dirname, '../.tmp/screens');

const fadeOf = (list: Locator) =>
  list.evaluate((el) => getComputedStyle(el).maskImage || getComputedStyle(el).webkitMaskImage);

for (const locale of ['sr', 'en'] as Locale[]) {
  test(`[HOST][SETTINGS] the settings tabs on a phone show that they scroll (${locale})`, async ({
    page,
    request,
  }) => {
    const person = await registerByApi(request, locale);
    await page.addInitScript(
      (token) => localStorage.setItem('access_token', JSON.stringify(token)),
      person.token,
    );
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/user-settings/account?lang=${locale}`);
    const list = page.getByRole('tablist', { name: text(locale, 'account.tabs') });
    await expect(list).toBeVisible();
    // More tabs to the right: that edge fades; nothing to the left yet.
    await expect(list).toHaveAttribute('data-more-after', 'true');
    await expect(list).not.toHaveAttribute('data-more-before', 'true');
    expect(await fadeOf(list)).toContain('linear-gradient');
    await expectNoHorizontalOverflow(page);
    await expectAccessible(page, `settings tabs ${locale} at 390 px`);
    await page.screenshot({ path: `${shots}/settings-tabs-${locale}-phone.png` });

    // The last tab opened: scrolled into view, the fade now on the left.
    await page.goto(`/user-settings/notifications?lang=${locale}`);
    const last = list.getByRole('tab', { name: text(locale, 'account.tab.notifications') });
    await expect(last).toHaveAttribute('aria-selected', 'true');
    await expect(last).toBeInViewport({ ratio: 0.95 });
    await expect(list).toHaveAttribute('data-more-before', 'true');
    await page.screenshot({ path: `${shots}/settings-tabs-last-${locale}-phone.png` });

    // At 1280 px every tab fits: no fade.
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(list).not.toHaveAttribute('data-more-after', 'true');
    await expect(list).not.toHaveAttribute('data-more-before', 'true');
    await page.screenshot({ path: `${shots}/settings-tabs-${locale}-desktop.png` });
  });
}
