import { resolve } from 'node:path';
import { expect, test } from '@playwright/test';
import type { Locale } from '@gazda/i18n/locales';
import { expectAccessible } from './support/a11y';
import { text } from './support/i18n';
import { latestMailTo, linkIn } from './support/outbox';
import { expectNoHorizontalOverflow } from './support/panel';
import { registerByApi } from './support/users';

/*
 * Issue #26 item 8: a verification link opened a second time (the address verified by its first
 * opening) says "already verified", not "invalid or expired", and logs no one in.
 */
const shots = resolve(import.meta.dirname, '../.tmp/screens');

for (const locale of ['sr', 'en'] as Locale[]) {
  test(`[AUTH] a verification link opened twice says the address is already verified (${locale})`, async ({
    page,
    request,
  }) => {
    const person = await registerByApi(request, locale);
    const link = new URL(linkIn(await latestMailTo(person.email), '/email/verify/'));
    link.searchParams.set('lang', locale);
    for (const size of [
      { name: 'desktop', width: 1280, height: 800 },
      { name: 'phone', width: 390, height: 844 },
    ]) {
      await page.setViewportSize(size);
      await page.goto(`${link.pathname}${link.search}`);
      await expect(
        page.getByText(text(locale, 'auth.verify.already_title'), { exact: true }),
      ).toBeVisible();
      await expect(page.getByText(text(locale, 'auth.verify.already_verified'))).toBeVisible();
      await expect(page.getByText(text(locale, 'auth.verify.failed'))).toHaveCount(0);
      await expect(
        page.getByRole('link', { name: text(locale, 'auth.verify.login') }),
      ).toBeVisible();
      expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeNull();
      await expectNoHorizontalOverflow(page);
      await expectAccessible(page, `already verified ${locale} at ${size.width} px`);
      await page.screenshot({ path: `${shots}/verify-email-twice-${locale}-${size.name}.png` });
    }
  });
}
