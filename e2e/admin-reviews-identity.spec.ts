import { resolve } from 'node:path';
import { expect, test, type APIRequestContext } from '@playwright/test';
import sharp from 'sharp';
import { text } from './support/i18n';
import { adminToken } from './support/listings';
import { registerByApi } from './support/users';
import { expectAccessible } from './support/a11y';

/*
 * The operator's ID review and account deletions in the back office (issue 7): both private
 * pictures show (fetched with the token), a rejection needs a reason, a verification changes the
 * user's status; a pending deletion is completed at once.
 */
const shots = resolve(import.meta.dirname, '../.tmp/screens');

async function uploadId(request: APIRequestContext, token: string) {
  const picture = (hue: number) =>
    sharp({ create: { width: 800, height: 500, channels: 3, background: `hsl(${hue},40%,70%)` } })
      .jpeg()
      .toBuffer();
  const answer = await request.post('/api/government-id', {
    headers: { Authorization: `Bearer ${token}` },
    multipart: {
      front: { name: 'front.jpg', mimeType: 'image/jpeg', buffer: await picture(200) },
      back: { name: 'back.jpg', mimeType: 'image/jpeg', buffer: await picture(30) },
    },
  });
  if (answer.status() !== 200) throw new Error(`upload: ${answer.status()} ${await answer.text()}`);
}

test('[ADMIN][IDENTITY] the operator sees both sides, rejects one ID with a reason, verifies another and completes a deletion', async ({
  page,
  request,
}) => {
  const rejectMe = await registerByApi(request);
  const verifyMe = await registerByApi(request);
  await uploadId(request, rejectMe.token);
  await uploadId(request, verifyMe.token);
  const leaving = await registerByApi(request);
  const asked = await request.post('/api/delete-account', {
    headers: { Authorization: `Bearer ${leaving.token}` },
    data: { password: leaving.password },
  });
  expect(asked.status()).toBeLessThan(300);

  const admin = await adminToken(request);
  await page.addInitScript((token) => localStorage.setItem('access_token', JSON.stringify(token)), admin);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/admin/government-ids');
  await expect(page.getByRole('heading', { name: text('sr', 'admin.ids.title'), level: 1 })).toBeVisible();

  const first = page.locator(`[data-user-id="${rejectMe.userId}"]`);
  for (const side of ['admin.ids.front', 'admin.ids.back'] as const)
    await expect(first.getByRole('img', { name: text('sr', side) })).toHaveAttribute('src', /^blob:/);
  await page.screenshot({ path: `${shots}/admin-government-ids-sr-review.png`, fullPage: true });
  await expectAccessible(page, 'admin government ids sr');

  // A rejection needs a reason (3 characters at least); then the user's status is back to "not uploaded".
  await first.getByRole('button', { name: text('sr', 'admin.ids.reject') }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: text('sr', 'admin.ids.reject') }).click();
  await expect(dialog.getByText(text('sr', 'validation.min_length', { min: 3 }))).toBeVisible();
  await expectAccessible(page, 'admin government ids sr with the reject dialog');
  await dialog.getByRole('textbox', { name: text('sr', 'admin.ids.reason') }).fill('Zadnja strana je mutna.');
  await dialog.getByRole('button', { name: text('sr', 'admin.ids.reject') }).click();
  await expect(page.getByText(text('sr', 'admin.ids.rejected'))).toBeVisible();
  await expect(first).toHaveCount(0);
  const statusOf = async (token: string) => {
    const r = await request.get('/api/government-id', { headers: { Authorization: `Bearer ${token}` } });
    return ((await r.json()) as { data: { status: string; rejection_reason: string | null } }).data;
  };
  expect(await statusOf(rejectMe.token)).toMatchObject({ rejection_reason: 'Zadnja strana je mutna.' });

  const second = page.locator(`[data-user-id="${verifyMe.userId}"]`);
  await second.getByRole('button', { name: text('sr', 'admin.ids.verify') }).click();
  await expect(second).toHaveCount(0);
  expect((await statusOf(verifyMe.token)).status).toBe('verified');

  // The deletion: the button asks once more, then the request leaves the list.
  await page.goto('/admin/account-deletions');
  const request_ = page.locator(`[data-user-id="${leaving.userId}"]`);
  await expect(request_).toContainText(leaving.email);
  await page.screenshot({ path: `${shots}/admin-account-deletions-sr-pending.png`, fullPage: true });
  await expectAccessible(page, 'admin account deletions sr');
  await request_.getByRole('button', { name: text('sr', 'admin.deletions.complete') }).click();
  await request_.getByRole('button', { name: text('sr', 'admin.deletions.confirm') }).click();
  await expect(page.getByText(text('sr', 'admin.deletions.completed'))).toBeVisible();
  await expect(request_).toHaveCount(0);
  const login = await request.post('/api/login', { data: { email: leaving.email, password: leaving.password } });
  expect(login.status()).not.toBe(200);
});
