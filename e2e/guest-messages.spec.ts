import { randomUUID } from 'node:crypto';
import { resolve } from 'node:path';
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { expectAccessible } from './support/a11y';
import { fromToday } from './support/dates';
import { listedApartment, photoFile } from './support/listings';
import { registerByApi } from './support/users';

const shots = resolve(import.meta.dirname, '../.tmp/screens');
const PHONE = '064 123 4567';
const sizes = [
  { name: '1280', width: 1280, height: 860 },
  { name: '390', width: 390, height: 844 },
];

async function loggedIn(target: Page | BrowserContext, token: string) {
  await target.addInitScript((t) => localStorage.setItem('access_token', JSON.stringify(t)), token);
}

test('[GUEST][MESSAGES] a guest asks the host, the host answers, the guest sees it live, books and then sees the host’s phone number', async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const host = await registerByApi(request, 'en');
  const name = `Brvnara na Zlatiboru ${randomUUID().slice(0, 6)}`;
  const photo = await photoFile(resolve(import.meta.dirname, '../.tmp/e2e-messages.jpg'), 200);
  const listingId = await listedApartment(request, host.token, photo, { city: 'Zlatibor', name });
  const guest = await registerByApi(request, 'en');
  const stay = `check_in=${fromToday(25)}&check_out=${fromToday(28)}&guests=2`;

  // The guest asks from the listing's page.
  await loggedIn(page, guest.token);
  await page.goto(`/ads/${listingId}?${stay}&lang=en`);
  await page.getByRole('button', { name: 'Message the host' }).click();
  await page
    .getByRole('textbox', { name: 'Your message' })
    .fill('Is there a crib? My number is 0651112233.');
  await expect(page.getByTestId('contacts-warning')).toBeVisible();
  await page.getByRole('textbox', { name: 'Your message' }).fill('Is there a crib for our baby?');
  await expect(page.getByTestId('contacts-warning')).toBeHidden();
  await page.getByRole('button', { name: 'Send the question' }).click();
  await expect(page.getByText('Your question was sent.')).toBeVisible();
  await expectAccessible(page, 'public listing, question sent en');
  await page.getByRole('link', { name: 'Open messages' }).click();
  await expect(page).toHaveURL(/\/inbox\/\d+/);
  const conversation = Number(page.url().match(/\/inbox\/(\d+)/)![1]);
  await expect(page.getByTestId('message')).toHaveText(['Is there a crib for our baby?']);

  // The host sees the badge, opens the conversation and answers with their phone number.
  const hostContext = await browser.newContext();
  await loggedIn(hostContext, host.token);
  const hostPage = await hostContext.newPage();
  await hostPage.goto('/inbox?lang=en');
  await expect(hostPage.getByTestId('unread-badge').first()).toHaveText('1');
  await expect(hostPage).toHaveTitle(/^\(1\) /);
  await hostPage.getByRole('link', { name: /Is there a crib for our baby\?/ }).click();
  await expect(hostPage.getByTestId('message')).toHaveText(['Is there a crib for our baby?']);
  await expect(hostPage.getByTestId('unread-badge')).toHaveCount(0);
  await expect(hostPage).not.toHaveTitle(/^\(\d+\) /);
  await hostPage
    .getByRole('textbox', { name: 'Your message' })
    .fill(`Yes, we have one. Call me on ${PHONE} when you arrive.`);
  await expect(hostPage.getByTestId('contacts-warning')).toBeVisible();
  await expectAccessible(hostPage, 'host inbox, answer with a phone number en');
  await hostPage.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(hostPage.getByTestId('message').last()).toContainText(PHONE);
  await expect(hostPage.getByRole('textbox', { name: 'Your message' })).toHaveValue('');

  // The guest sees the answer without reloading, the number hidden until the booking.
  await expect(page.getByTestId('message').last()).toHaveText(
    'Yes, we have one. Call me on [shown after booking] when you arrive.',
  );
  // Their open thread marks it read: the host sees "Seen".
  await expect(hostPage.getByTestId('seen')).toHaveText('Seen');
  await expectAccessible(page, 'guest inbox before booking en');

  // A draft stays with its conversation.
  await page.getByRole('textbox', { name: 'Your message' }).fill('We will book now');
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Your message' })).toHaveValue('We will book now');

  // The guest books; the conversation becomes the reservation's, and the number shows.
  await page.goto(`/ads/${listingId}?${stay}&lang=en`);
  await page.getByRole('button', { name: 'Book', exact: true }).click();
  await page.getByRole('button', { name: 'Confirm booking', exact: true }).click();
  await expect(page.getByText('Reservation made')).toBeVisible();
  await page.goto(`/inbox/${conversation}?lang=en`);
  await expect(page.getByTestId('message').filter({ hasText: PHONE })).toHaveCount(1);
  await expect(
    page.getByText('The booking is confirmed: contact details are shown.'),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Open the booking' })).toBeVisible();

  // Screenshots of both sides at 1280 and 390 px, in English and Serbian.
  for (const locale of ['en', 'sr'] as const) {
    for (const size of sizes) {
      for (const [who, p] of [
        ['guest', page],
        ['host', hostPage],
      ] as const) {
        await p.setViewportSize(size);
        await p.goto(`/inbox/${conversation}?lang=${locale}`);
        await expect(p.getByTestId('message').first()).toBeVisible();
        await p.screenshot({ path: `${shots}/messages-${who}-thread-${locale}-${size.name}.png` });
      }
      await hostPage.goto(`/inbox?lang=${locale}`);
      await expect(
        hostPage.getByRole('navigation', { name: /Conversations|Razgovori/ }),
      ).toBeVisible();
      await hostPage.screenshot({ path: `${shots}/messages-host-list-${locale}-${size.name}.png` });
      await page.goto(`/ads/${listingId}?lang=${locale}`);
      await page.locator('#ask-host-title').scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${shots}/messages-ask-host-${locale}-${size.name}.png` });
    }
  }
  await expectAccessible(hostPage, 'host inbox list sr');
  await hostContext.close();
});
