import type { PushSubscriptionBody } from '@gazda/contracts/push';

/*
 * This browser's Web Push subscription (issue #28 item 5): the service worker at /sw.js (push and
 * notificationclick only) and PushManager.subscribe with the server's VAPID public key.
 */

type BrowserPush = { body: PushSubscriptionBody } | { problem: 'unsupported' | 'denied' };

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const raw = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i += 1) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

/** The browser can subscribe and has not been asked yet (no answer to the permission prompt). */
export function canAskThisBrowser(): boolean {
  return pushSupported() && Notification.permission === 'default';
}

function pushSupported(): boolean {
  return (
    typeof window !== 'undefined' &&
    'serviceWorker' in navigator &&
    'PushManager' in window &&
    'Notification' in window
  );
}

/** Asks for permission (once), subscribes, and returns what the server stores. */
export async function subscribeBrowser(publicKey: string): Promise<BrowserPush> {
  if (!pushSupported()) return { problem: 'unsupported' };
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return { problem: 'denied' };
  const registration = await navigator.serviceWorker.register('/sw.js', { scope: '/' });
  await navigator.serviceWorker.ready;
  const subscription =
    (await registration.pushManager.getSubscription()) ??
    (await registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: keyBytes(publicKey),
    }));
  const json = subscription.toJSON();
  return {
    body: {
      kind: 'web',
      endpoint: subscription.endpoint,
      keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' },
    },
  };
}
