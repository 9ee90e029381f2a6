/* global self, URL */
/*
 * The panel's service worker: push notifications only (issue #28 item 5; no offline caching, no
 * fetch handler). The server sends { title, body, url, tag } encrypted for this browser
 * (apps/api/src/features/push); a click opens the conversation or the booking in a panel tab.
 */
self.addEventListener('push', (event) => {
  let data = {};
  try {
    data = event.data ? event.data.json() : {};
  } catch {
    data = {};
  }
  const title = typeof data.title === 'string' && data.title ? data.title : 'Gazda';
  event.waitUntil(
    self.registration.showNotification(title, {
      body: typeof data.body === 'string' ? data.body : '',
      tag: typeof data.tag === 'string' ? data.tag : undefined,
      icon: '/favicon.svg',
      data: { url: typeof data.url === 'string' ? data.url : '/' },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  // Only a path on this site: the payload never sends the browser elsewhere.
  const path = String(event.notification.data?.url ?? '/');
  const target = new URL(
    path.startsWith('/') && !path.startsWith('//') ? path : '/',
    self.location.origin,
  );
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((tabs) => {
      const tab = tabs.find((client) => new URL(client.url).origin === target.origin);
      if (tab && 'navigate' in tab)
        return tab
          .focus()
          .then(() => tab.navigate(target.href))
          .catch(() => self.clients.openWindow(target.href));
      return self.clients.openWindow(target.href);
    }),
  );
});
