import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { localeNames, type Locale } from '@gazda/i18n/locales';
import { fromToday } from './support/dates';
import { text } from './support/i18n';
import { adminToken, listedApartment, photoFile } from './support/listings';
import { expectNoHorizontalOverflow } from './support/panel';
import { registerByApi } from './support/users';
import { expectAccessible } from './support/a11y';

/*
 * A host's insights (issue #31) from real data: two listings, the host's own two-night stay from
 * today and a guest's three nights from tomorrow on the other listing. The charts show five nights
 * this month, the table view says so in words, and the CSV download opens as Excel in Serbian
 * would read it (BOM, semicolons). The host also has an attraction and a restaurant (drafts): the
 * top bar's widest case, three categories and the multi-calendar, still shows the language and the
 * avatar whole, and Insights waits in its "More" menu.
 */
const shots = resolve(import.meta.dirname, '../.tmp/screens');

async function post(request: APIRequestContext, token: string, path: string, data: object) {
  const response = await request.post(path, {
    headers: { Authorization: `Bearer ${token}` },
    data,
  });
  if (response.status() !== 201)
    throw new Error(`${path}: ${response.status()} ${await response.text()}`);
}

/** A draft in a category with its first step saved: it counts in the host's categories. */
async function namedDraft(request: APIRequestContext, token: string, category: string) {
  const headers = { Authorization: `Bearer ${token}` };
  const read = async (path: string) =>
    (
      (await (await request.get(path, { headers })).json()) as {
        data: { id: number; const?: string }[];
      }
    ).data;
  const categoryId = (await read('/api/panel/ads/categories')).find(
    (c) => c.const === category,
  )!.id;
  const [subcategory] = await read(`/api/panel/ads/subcategories/category/${categoryId}`);
  const created = await request.post('/api/panel/ads', { headers, data: { category } });
  const { id } = ((await created.json()) as { data: { id: number } }).data;
  const name = `${category} ${id}`;
  const saved = await request.patch(`/api/panel/ads/${id}`, {
    headers,
    data: {
      step: 'info',
      name: { sr: name, en: name },
      description: { sr: 'Mesto koje vredi posetiti.', en: 'A place worth a visit.' },
      subcategory_id: subcategory!.id,
    },
  });
  if (saved.status() !== 200) throw new Error(`draft: ${saved.status()} ${await saved.text()}`);
}

/** The top bar's menus lie whole inside the viewport: nothing cut off at its right edge. */
async function expectMenusInside(page: Page, locale: Locale, width: number) {
  const menus = [
    page.getByRole('button', { name: text(locale, 'auth.menu.label') }),
    page.getByRole('button', {
      name: text(locale, 'nav.language_menu', { language: localeNames[locale] }),
    }),
  ];
  for (const menu of menus) {
    const box = await menu.boundingBox();
    expect(box, `${await menu.getAttribute('aria-label')} at ${width} px`).not.toBeNull();
    expect(box!.x + box!.width, `right edge at ${width} px`).toBeLessThanOrEqual(width);
  }
}

for (const locale of ['sr', 'en'] as Locale[]) {
  test(`[HOST][INSIGHTS] a host reads the nights and earnings of their listings in charts and downloads the reservations (${locale})`, async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const host = await registerByApi(request, locale);
    const suffix = randomUUID().slice(0, 6);
    const photo = await photoFile(
      resolve(import.meta.dirname, `../.tmp/e2e-insights-${locale}.jpg`),
      120,
    );
    const flat = await listedApartment(request, host.token, photo, {
      name: `Stan Dorćol ${suffix}`,
    });
    const villa = await listedApartment(request, host.token, photo, {
      name: `Vila Zlatibor ${suffix}`,
      city: 'Zlatibor',
    });
    await namedDraft(request, host.token, 'attraction');
    await namedDraft(request, host.token, 'restaurant');
    await post(request, host.token, `/api/calendar/${flat}/reservations`, {
      check_in: fromToday(0),
      check_out: fromToday(2),
      guests: 2,
      guest_name: 'Petar Petrović',
      total: 5000,
    });
    const guest = await registerByApi(request, locale);
    await post(request, guest.token, `/api/public/ads/${villa}/reservations`, {
      check_in: fromToday(1),
      check_out: fromToday(4),
      guests: 2,
      comment: '',
    });
    const nights = (count: number) => text(locale, 'common.nights', { count });
    // The nights of this month (a stay near the month's end may run into the next one).
    const thisMonth = fromToday(0).slice(0, 7);
    const expectedThisMonth = [0, 1, 1, 2, 3].filter((day) =>
      fromToday(day).startsWith(thisMonth),
    ).length;

    await page.addInitScript(
      (token) => localStorage.setItem('access_token', JSON.stringify(token)),
      host.token,
    );
    for (const size of [
      { name: 'desktop', width: 1280, height: 900 },
      { name: 'phone', width: 390, height: 844 },
    ]) {
      await page.setViewportSize(size);
      if (size.name === 'desktop') {
        // Insights is an occasional page: the bar keeps it in "More", shown active on its page.
        await page.goto('/');
        const bar = page.getByRole('navigation', { name: text(locale, 'nav.main') });
        await expect(bar.getByRole('link')).toHaveCount(9);
        await bar.getByRole('button', { name: text(locale, 'nav.more') }).click();
        await page.getByRole('menuitem', { name: text(locale, 'nav.insights') }).click();
        await expect(page).toHaveURL(/\/insights$/);
        await expect(bar.getByRole('button', { name: text(locale, 'nav.more') })).toHaveAttribute(
          'data-active',
          'true',
        );
      } else await page.goto('/insights');
      await expect(
        page.getByRole('heading', { name: text(locale, 'insights.title'), exact: true }),
      ).toBeVisible();
      // The bar starts at 1200 px (lg): there and at 1280 px it is whole.
      if (size.name === 'desktop') {
        await expectMenusInside(page, locale, size.width);
        await page.setViewportSize({ width: 1200, height: size.height });
        await expectMenusInside(page, locale, 1200);
        await page.setViewportSize(size);
        await page.screenshot({
          path: `${shots}/host-bar-${locale}-desktop.png`,
          clip: { x: 0, y: 0, width: size.width, height: 60 },
        });
      } else {
        await page.screenshot({
          path: `${shots}/host-bar-${locale}-phone.png`,
          clip: { x: 0, y: 0, width: size.width, height: 60 },
        });
      }
      await expect(
        page.getByText(text(locale, 'insights.kpi.nights_booked'), { exact: true }),
      ).toBeVisible();
      await expect(page.getByText(nights(5), { exact: true }).first()).toBeVisible();
      const chart = page.getByRole('figure', { name: text(locale, 'insights.chart.nights') });
      await expect(chart).toBeVisible();
      await expectNoHorizontalOverflow(page);
      await expectAccessible(page, `insights ${locale} at ${size.width} px`);
      await page.screenshot({
        path: `${shots}/host-insights-${locale}-${size.name}.png`,
        fullPage: size.name === 'desktop',
      });
    }

    // The keyboard walks the bars: the last month (this one) says its nights.
    const chart = page.getByRole('figure', { name: text(locale, 'insights.chart.nights') });
    await chart
      .getByLabel(
        text(locale, 'common.chart.keyboard_hint', {
          title: text(locale, 'insights.chart.nights'),
        }),
      )
      .focus();
    await page.keyboard.press('End');
    await expect(chart.getByRole('status')).toContainText(nights(expectedThisMonth));

    // The same numbers as a table.
    await chart.getByRole('button', { name: text(locale, 'common.chart.as_table') }).click();
    const lastRow = chart.getByRole('row').last();
    await expect(lastRow).toContainText(nights(expectedThisMonth));

    // One listing alone: the villa's three nights.
    await page
      .getByRole('combobox', { name: text(locale, 'insights.listing') })
      .selectOption({ label: `Vila Zlatibor ${suffix}` });
    await expect(page.getByText(nights(3), { exact: true }).first()).toBeVisible();

    // The reservations of the period as CSV.
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: text(locale, 'insights.export') }).click();
    const file = await (await download).path();
    const bytes = await readFile(file);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.toString('utf8').slice(1).trim().split('\r\n');
    expect(lines[0]).toBe(
      [
        'code',
        'reference',
        'listing',
        'guest',
        'check_in',
        'check_out',
        'nights',
        'guests',
        'currency',
        'total',
        'host_earnings',
        'fee',
        'advance',
        'advance_paid',
        'status',
      ]
        .map((column) => text(locale, `insights.export.${column}` as 'insights.export.code'))
        .join(';'),
    );
    expect(lines).toHaveLength(3);
    expect(
      lines.some(
        (line) => line.includes('Petar Petrović') && line.includes(`Stan Dorćol ${suffix}`),
      ),
    ).toBe(true);
  });
}

for (const locale of ['sr', 'en'] as Locale[]) {
  test(`[OPERATOR][INSIGHTS] the operator reads bookings, inquiries and reviews across the platform in charts (${locale})`, async ({
    page,
    request,
  }) => {
    const admin = await adminToken(request);
    await page.addInitScript(
      (token) => localStorage.setItem('access_token', JSON.stringify(token)),
      admin,
    );
    for (const size of [
      { name: 'desktop', width: 1280, height: 900 },
      { name: 'phone', width: 390, height: 844 },
    ]) {
      await page.setViewportSize(size);
      await page.goto(`/admin/insights?lang=${locale}`);
      await expect(
        page.getByRole('heading', { name: text(locale, 'insights.operator.title'), exact: true }),
      ).toBeVisible();
      await expect(
        page.getByRole('figure', { name: text(locale, 'insights.operator.bookings') }),
      ).toBeVisible();
      await expect(page.getByText(text(locale, 'insights.operator.conversion'))).toBeVisible();
      await expectNoHorizontalOverflow(page);
      await expectAccessible(page, `operator insights ${locale} at ${size.width} px`);
      await page.screenshot({ path: `${shots}/operator-insights-${locale}-${size.name}.png` });
    }
  });
}
