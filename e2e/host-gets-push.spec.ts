import { createECDH, randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Locale } from '@gazda/i18n/locales';
import { expect, test } from '@playwright/test';
import { expectAccessible } from './support/a11y';
import { text } from './support/i18n';
import { expectNoHorizontalOverflow } from './support/panel';
import { registerByApi } from './support/users';

/*
 * Issue #28 item 5: the notifications tab lists the devices that get push notifications, a
 * browser (Web Push) and the app's device token, and removes one. The delivery itself is proven
 * by apps/api/test/push (a loopback push service decrypts each push). Pictures at 1280 and 390 px
 * in both languages (HELPER_SHOTS, else .tmp/screens).
 */
const shots = process.env.HELPER_SHOTS ?? resolve(import.meta.dirname, '../.tmp/screens');
const widths = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
] as const;
const locales: Locale[] = ['sr', 'en'];
const CHROME =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';

/** A browser's subscription as Chrome makes one: FCM's endpoint, a P-256 key, a 16-byte secret. */
function chromeSubscription() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return {
    kind: 'web',
    endpoint: `https://fcm.googleapis.com/fcm/send/${randomBytes(12).toString('base64url')}`,
    keys: {
      p256dh: ecdh.getPublicKey().toString('base64url'),
      auth: randomBytes(16).toString('base64url'),
    },
  };
}

for (const locale of locales) {
  for (const size of widths) {
    test(`[HOST][PUSH] the notifications tab lists the devices that get pushes in ${locale} at ${size.width} px`, async ({
      page,
      request,
    }) => {
      mkdirSync(shots, { recursive: true });
      const host = await registerByApi(request, locale);
      const headers = { Authorization: `Bearer ${host.token}` };
      const web = await request.post('/api/push-subscriptions', {
        headers: { ...headers, 'user-agent': CHROME },
        data: chromeSubscription(),
      });
      expect(web.status()).toBe(201);
      const app = await request.post('/api/push-subscriptions', {
        headers,
        data: { kind: 'app', platform: 'ios', token: `apns-${randomBytes(16).toString('hex')}` },
      });
      expect(app.status()).toBe(201);
      // The service worker is served from the root (its scope is the whole panel).
      const worker = await request.get('/sw.js');
      expect(worker.status()).toBe(200);
      expect(worker.headers()['content-type']).toContain('javascript');

      await page.addInitScript((t) => localStorage.setItem('access_token', JSON.stringify(t)), host.token);
      await page.setViewportSize(size);
      await page.goto('/user-settings/notifications');
      await expect(page.getByRole('switch', { name: text(locale, 'account.notifications.switch') })).toBeChecked();
      const browser = text(locale, 'account.push.device.web', { service: 'Chrome · Linux' });
      const phone = text(locale, 'account.push.device.ios');
      await expect(page.getByRole('listitem', { name: browser })).toBeVisible();
      await expect(page.getByRole('listitem', { name: phone })).toBeVisible();
      await expectNoHorizontalOverflow(page);
      await expectAccessible(page, `push devices ${locale} at ${size.width} px`);
      await page.screenshot({ path: `${shots}/settings-push-${locale}-${size.name}.png`, fullPage: true });

      await page.getByRole('button', { name: text(locale, 'account.push.remove_label', { device: phone }) }).click();
      await expect(page.getByRole('listitem', { name: phone })).toHaveCount(0);
      await expect(page.getByRole('listitem', { name: browser })).toBeVisible();
      const left = await request.get('/api/push-subscriptions', { headers });
      expect(((await left.json()) as { data: unknown[] }).data).toHaveLength(1);
    });
  }
}
