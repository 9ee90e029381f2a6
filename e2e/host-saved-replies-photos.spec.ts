import { randomUUID } from 'node:crypto';
import { resolve } from 'node:path';
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { expectAccessible } from './support/a11y';
import { fromToday } from './support/dates';
import { listedApartment, photoFile } from './support/listings';
import { registerByApi } from './support/users';

const shots = resolve(import.meta.dirname, '../.tmp/screens');
const sizes = [
  { name: '1280', width: 1280, height: 860 },
  { name: '390', width: 390, height: 844 },
];

async function loggedIn(target: Page | BrowserContext, token: string) {
  await target.addInitScript((t) => localStorage.setItem('access_token', JSON.stringify(t)), token);
}

test('[HOST][MESSAGES] a host answers with a saved reply and a photo; the booking shows its scheduled messages', async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const host = await registerByApi(request, 'en');
  const name = `Vila Breza ${randomUUID().slice(0, 6)}`;
  const cover = await photoFile(resolve(import.meta.dirname, '../.tmp/e2e-saved-cover.jpg'), 120);
  const listingId = await listedApartment(request, host.token, cover, { city: 'Zlatibor', name });
  const auth = (token: string) => ({ authorization: `Bearer ${token}` });

  // The host's saved reply and a scheduled message of the listing.
  const saved = await request.post('/api/saved-replies', {
    headers: auth(host.token),
    data: { title: 'Check-in', body: 'Hi {guest_name}, see you on {check_in} at {listing}!' },
  });
  expect(saved.status()).toBe(201);
  const template = await request.post(`/api/panel/ads/${listingId}/message-templates`, {
    headers: auth(host.token),
    data: {
      trigger: 'before_check_in',
      days: 2,
      time: '10:00',
      body_sr: 'Šifra kutije za ključ: 4321.',
      body_en: 'The key box code is 4321.',
    },
  });
  expect(template.status()).toBe(201);

  // A guest books (English): the reservation's conversation.
  const guest = await registerByApi(request, 'en');
  const checkIn = fromToday(30);
  const booked = await request.post(`/api/public/ads/${listingId}/reservations`, {
    headers: auth(guest.token),
    data: { check_in: checkIn, check_out: fromToday(33), guests: 2, comment: 'Is there parking?' },
  });
  expect(booked.status(), await booked.text()).toBe(201);
  const reservation = (await booked.json()).data as { id: number; conversation_id: number };
  const conversation = reservation.conversation_id;

  await loggedIn(page, guest.token);
  await page.goto(`/inbox/${conversation}?lang=en`);
  await expect(page.getByTestId('message')).toHaveText(['Is there parking?']);

  const hostContext = await browser.newContext();
  await loggedIn(hostContext, host.token);
  const hostPage = await hostContext.newPage();
  await hostPage.goto(`/inbox/${conversation}?lang=en`);
  await expect(hostPage.getByTestId('message')).toHaveText(['Is there parking?']);

  // The saved reply, filled for this guest in their language.
  await hostPage.getByTestId('saved-replies').click();
  await hostPage.getByRole('menuitem', { name: /Check-in/ }).click();
  const box = hostPage.getByRole('textbox', { name: 'Your message' });
  await expect(box).toHaveValue(new RegExp(`^Hi Milica, see you on \\d+ \\w+ \\d{4} at ${name}!$`));
  await hostPage.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(hostPage.getByTestId('message').last()).toContainText('Hi Milica, see you on');
  await expect(page.getByTestId('message').last()).toContainText('Hi Milica, see you on');

  // A photo: attached, shown as a thumb on both sides (fetched with the login).
  const photo = await photoFile(resolve(import.meta.dirname, '../.tmp/e2e-message-photo.jpg'), 30);
  await hostPage.locator('input[type=file]').setInputFiles(photo);
  await expect(hostPage.getByTestId('message-photo')).toBeVisible();
  await expect(page.getByTestId('message-photo')).toBeVisible();
  await page.getByRole('button', { name: 'Open the photo' }).click();
  await expect(
    page.getByRole('dialog').getByRole('img', { name: 'Photo in the conversation' }),
  ).toBeVisible();
  await page.keyboard.press('Escape');
  await expectAccessible(page, 'guest thread with a photo en');

  // The booking page shows what is scheduled.
  await hostPage.goto(`/reservations/${reservation.id}?lang=en`);
  const scheduled = hostPage.getByTestId('scheduled-messages');
  await expect(scheduled).toContainText('Before arrival');
  await expect(scheduled).toContainText('Scheduled for');
  await expectAccessible(hostPage, 'host reservation with scheduled messages en');

  // Screenshots: the composer with saved replies open, the thread with a photo, the booking's
  // schedule and the listing's scheduled messages; 1280 and 390 px, English and Serbian.
  for (const locale of ['en', 'sr'] as const) {
    for (const size of sizes) {
      await hostPage.setViewportSize(size);
      await page.setViewportSize(size);
      await hostPage.goto(`/inbox/${conversation}?lang=${locale}`);
      await expect(hostPage.getByTestId('message-photo')).toBeVisible();
      await hostPage.getByTestId('saved-replies').click();
      await expect(hostPage.getByRole('menuitem').first()).toBeVisible();
      await hostPage.screenshot({
        path: `${shots}/messages-saved-replies-${locale}-${size.name}.png`,
      });
      await hostPage.keyboard.press('Escape');
      await page.goto(`/inbox/${conversation}?lang=${locale}`);
      await expect(page.getByTestId('message-photo')).toBeVisible();
      await page.screenshot({ path: `${shots}/messages-photo-thread-${locale}-${size.name}.png` });
      await hostPage.goto(`/reservations/${reservation.id}?lang=${locale}`);
      await hostPage.getByTestId('scheduled-messages').scrollIntoViewIfNeeded();
      await hostPage.screenshot({
        path: `${shots}/messages-scheduled-booking-${locale}-${size.name}.png`,
      });
      await hostPage.goto(`/listing/apartment/${listingId}/messages?lang=${locale}`);
      await expect(hostPage.getByTestId('message-template')).toBeVisible();
      await hostPage.screenshot({
        path: `${shots}/messages-templates-${locale}-${size.name}.png`,
      });
    }
  }
  await hostContext.close();
});
