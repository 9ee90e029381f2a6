import { randomUUID } from 'node:crypto';
import { resolve } from 'node:path';
import { expect, test } from '@playwright/test';
import { expectAccessible } from './support/a11y';
import { text } from './support/i18n';
import { adminToken, listedApartment, photoFile } from './support/listings';
import { registerByApi } from './support/users';

/*
 * A guest reports a conversation from the inbox; the operator finds it in the back office's list
 * of reported conversations (not read yet), opens it and reads the messages as written (no
 * masking, no reply box); the card then says it was read (issue #28, the operator's reads).
 */
const shots = resolve(import.meta.dirname, '../.tmp/screens');
const sizes = [
  { name: '1280', width: 1280, height: 860 },
  { name: '390', width: 390, height: 844 },
];

test('[OPERATOR][MESSAGES] a guest reports a conversation, the operator finds it and reads it', async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const host = await registerByApi(request, 'sr');
  const name = `Konak kod Jovana ${randomUUID().slice(0, 6)}`;
  const photo = await photoFile(resolve(import.meta.dirname, '../.tmp/e2e-reported.jpg'), 120);
  const listingId = await listedApartment(request, host.token, photo, { city: 'Užice', name });
  const guest = await registerByApi(request, 'en');
  const asked = await request.post(`/api/public/ads/${listingId}/questions`, {
    headers: { Authorization: `Bearer ${guest.token}` },
    data: { message: 'Is the room free in May?' },
  });
  expect(asked.status()).toBe(201);
  const conversation = ((await asked.json()) as { data: { conversation_id: number } }).data
    .conversation_id;
  const answered = await request.post(`/api/conversations/${conversation}/messages`, {
    headers: { Authorization: `Bearer ${host.token}`, 'Idempotency-Key': randomUUID() },
    data: { body: 'Pay me outside the site, call 064 123 4567' },
  });
  expect(answered.status()).toBe(201);

  // The guest reports it from the conversation (the button asks once more).
  const guestContext = await browser.newContext({ viewport: { width: 1280, height: 860 } });
  await guestContext.addInitScript(
    (t) => localStorage.setItem('access_token', JSON.stringify(t)),
    guest.token,
  );
  const guestPage = await guestContext.newPage();
  await guestPage.goto(`/inbox/${conversation}?lang=en`);
  guestPage.once('dialog', (dialog) => void dialog.accept());
  await guestPage.getByRole('button', { name: text('en', 'messages.report.button') }).click();
  await expect(guestPage.getByText(text('en', 'messages.report.done'))).toBeVisible();
  await guestContext.close();

  // The operator: newest report first, not read yet, in Serbian and English, desktop and phone.
  const admin = await adminToken(request);
  await page.addInitScript((t) => localStorage.setItem('access_token', JSON.stringify(t)), admin);
  let read = false;
  for (const locale of ['sr', 'en'] as const) {
    const saved = await request.post('/api/user-settings/update-settings', {
      headers: { Authorization: `Bearer ${admin}` },
      data: { lang: locale },
    });
    expect(saved.status()).toBe(200);
    for (const size of sizes) {
      await page.setViewportSize(size);
      await page.goto('/admin/reported-conversations');
      await expect(
        page.getByRole('heading', { name: text(locale, 'admin.reported.title'), level: 1 }),
      ).toBeVisible();
      const cards = page.locator('[data-conversation-id]');
      const card = page.locator(`[data-conversation-id="${conversation}"]`);
      await expect(cards.first()).toHaveAttribute('data-conversation-id', String(conversation));
      await expect(card).toContainText(name);
      await expect(card).toContainText(text(locale, 'admin.reported.no_reason'));
      const byGuest = text(locale, 'admin.reported.reporter.guest', { date: '|' }).split('|')[0]!;
      await expect(card).toContainText(byGuest.trim());
      if (!read) await expect(card.getByText(text(locale, 'admin.reported.unread'))).toBeVisible();
      await page.screenshot({ path: `${shots}/admin-reported-${locale}-${size.name}.png`, fullPage: true });
      await expectAccessible(page, `admin reported conversations ${locale} at ${size.width} px`);

      await card.getByRole('button', { name: text(locale, 'admin.reported.open') }).click();
      const thread = card.getByRole('list', {
        name: text(locale, 'admin.reported.thread', { listing: name }),
      });
      await expect(thread.getByRole('listitem')).toHaveCount(2);
      await expect(thread.getByRole('listitem').last()).toContainText('064 123 4567');
      await expect(card.getByRole('textbox')).toHaveCount(0);
      read = true;
      await expect(card.getByText(text(locale, 'admin.reported.unread'))).toHaveCount(0);
      await expect(card.getByRole('button', { name: text(locale, 'admin.reported.close') })).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `${locale} ${size.width}`).toBeLessThanOrEqual(0);
      await page.screenshot({ path: `${shots}/admin-reported-${locale}-${size.name}-open.png`, fullPage: true });
      await expectAccessible(page, `admin reported conversation open ${locale} at ${size.width} px`);
    }
  }
});
