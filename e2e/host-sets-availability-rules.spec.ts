import { resolve } from 'node:path';
import { expect, test, type APIRequestContext } from '@playwright/test';
import type { Locale } from '@gazda/i18n/locales';
import { expectAccessible } from './support/a11y';
import { text } from './support/i18n';
import { photoFile, submittedApartment } from './support/listings';
import { expectNoHorizontalOverflow } from './support/panel';
import { registerByApi } from './support/users';

/*
 * docs/rules/availability.md: the host sets the availability rules in the listing's reservation
 * step and sees them in the calendar's settings, at desktop and phone width in both languages
 * (screenshots in .tmp/screens).
 */
const shots = resolve(import.meta.dirname, '../.tmp/screens');
const widths = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
] as const;

async function listingOf(request: APIRequestContext, token: string, id: number) {
  const answer = await request.get(`/api/panel/ads/${id}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  return (await answer.json()).data as Record<string, unknown>;
}

for (const locale of ['sr', 'en'] as Locale[]) {
  for (const size of widths) {
    test(`[HOST][RULES] the host sets availability rules in the reservation step and the calendar (${locale}, ${size.width} px)`, async ({
      page,
      request,
    }) => {
      const host = await registerByApi(request, locale);
      const photo = await photoFile(
        resolve(import.meta.dirname, `../.tmp/e2e-rules-${locale}.jpg`),
        120,
      );
      const id = await submittedApartment(request, host.token, photo);
      await page.addInitScript(
        (token) => localStorage.setItem('access_token', JSON.stringify(token)),
        host.token,
      );
      await page.setViewportSize(size);
      const t = (key: Parameters<typeof text>[1], values?: Parameters<typeof text>[2]) =>
        text(locale, key, values);

      // The reservation step: the rules under the minimum stay.
      await page.goto(`/listing/apartment/${id}/reservation`);
      await expect(
        page.getByRole('heading', { name: t('listings.availability.title') }),
      ).toBeVisible();
      await page.getByLabel(t('listings.availability.max_stay')).fill('14');
      await page
        .getByRole('textbox', { name: t('listings.availability.advance_notice_days') })
        .click();
      await page
        .getByRole('option', { name: t('listings.availability.days', { count: 2 }) })
        .click();
      await page
        .getByRole('textbox', { name: t('listings.availability.preparation_nights') })
        .click();
      await page.getByRole('option', { name: '1', exact: true }).click();
      // Sunday is the last chip of each row (Monday first); the arrivals' row comes first.
      const sundays = page.locator('label.mantine-Chip-label', { hasText: sundayName(locale) });
      await sundays.first().click();
      await expect(page.getByRole('checkbox', { name: sundayName(locale) }).first()).toBeChecked();
      await expectNoHorizontalOverflow(page);
      await expectAccessible(page, `reservation step ${locale} at ${size.width} px`);
      // The section itself in the viewport (a full-page shot draws the fixed header mid-page).
      await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
      await page
        .getByRole('heading', { name: t('listings.availability.title') })
        .evaluate((heading) => heading.scrollIntoView({ block: 'center' }));
      await page.screenshot({ path: `${shots}/rules-reservation-step-${locale}-${size.name}.png` });
      await page.getByRole('button', { name: t('listings.form.footer.update') }).click();
      await expect
        .poll(async () => {
          const listing = await listingOf(request, host.token, id);
          return [
            listing.max_stay,
            listing.advance_notice_days,
            listing.preparation_nights,
            listing.closed_to_arrival,
          ];
        })
        .toEqual([14, 2, 1, [0]]);

      // The calendar's settings show the same rules (the Rules tab; a bottom sheet on phones).
      await page.goto(`/listing/apartment/${id}/calendar`);
      await expect(page.getByText(t('calendar.marketing'))).toBeVisible();
      if (size.name === 'phone')
        await page.getByRole('button', { name: t('calendar.panel_open') }).click();
      await page.getByRole('tab', { name: t('calendar.tab.rules') }).click();
      const maxStay = page.getByLabel(t('listings.availability.max_stay'));
      await page.waitForTimeout(3000);
      console.log(
        'DEBUG',
        await page
          .getByRole('form', { name: t('calendar.defaults.title') })
          .innerText()
          .catch((e) => String(e)),
      );
      await expect(maxStay).toHaveValue('14');
      await maxStay.scrollIntoViewIfNeeded();
      await expectNoHorizontalOverflow(page);
      await page.screenshot({
        path: `${shots}/rules-calendar-settings-${locale}-${size.name}.png`,
        fullPage: size.name === 'desktop',
      });
      await maxStay.fill('10');
      await page.getByRole('button', { name: t('calendar.defaults.save') }).click();
      await expect(page.getByText(t('calendar.defaults.saved'))).toBeVisible();
      expect((await listingOf(request, host.token, id)).max_stay).toBe(10);
      expect((await listingOf(request, host.token, id)).closed_to_arrival).toEqual([0]);
    });
  }
}

function sundayName(locale: Locale): string {
  // 4 January 1970 was a Sunday.
  return new Intl.DateTimeFormat(locale === 'sr' ? 'sr-Latn' : 'en', {
    weekday: 'short',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(1970, 0, 4)));
}
