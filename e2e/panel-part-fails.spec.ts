import { resolve } from 'node:path';
import { expect, test } from '@playwright/test';
import { text } from './support/i18n';
import { registerByApi } from './support/users';

const shots = resolve(import.meta.dirname, '../.tmp/screens');

/*
 * The panel shell's drawer and menus load when the page is idle (apps/web/src/lib/use-idle-import.ts,
 * issue #9). When their file does not arrive (a dropped connection, a file gone after a deploy),
 * opening one must not leave a button that stays busy: the route's error screen says a part did
 * not load and offers to try again, in the user's language.
 */
test('[PANEL] a menu whose code does not arrive shows the load-error screen with a retry (sr and en)', async ({
  page,
  request,
}) => {
  for (const lang of ['sr', 'en'] as const) {
    const user = await registerByApi(request, lang);
    await page.addInitScript(
      (token) => localStorage.setItem('access_token', JSON.stringify(token)),
      user.token,
    );
    await page.route(/\/assets\/page-popups-[^/]*\.js$/, (route) =>
      route.abort('connectionfailed'),
    );
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/?lang=${lang}`);
    await page.getByRole('button', { name: text(lang, 'nav.open_menu') }).click();
    await expect(
      page.getByRole('heading', { name: text(lang, 'loadError.failed_title') }),
    ).toBeVisible();
    await expect(page.getByText(text(lang, 'loadError.text'))).toBeVisible();
    await expect(page.getByRole('button', { name: text(lang, 'loadError.retry') })).toBeVisible();
    await page.screenshot({ path: `${shots}/part-failed-${lang}-phone.png` });
    await page.unrouteAll();
  }
});
