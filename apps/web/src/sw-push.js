// Web Push for Waka (kept apart from the caching in src/sw.js; the build writes it into dist/sw.js where sw.js
// says so, build/service-worker.ts): a ride request pushed while the app is in the background becomes a
// system notification; tapping it opens (or focuses) the app at the page the push names.
self.addEventListener('push', (event) => {
  let message = { title: 'Waka', body: 'You have a new ride request.', url: '/dashboardtoweb', tag: 'waka' };
  try {
    message = { ...message, ...(event.data ? event.data.json() : {}) };
  } catch {
    // A payload that is not JSON still shows the default text.
  }
  event.waitUntil(
    self.registration.showNotification(message.title, {
      body: message.body,
      tag: message.tag,
      renotify: true,
      requireInteraction: true,
      vibrate: [200, 100, 200],
      icon: '/icons/icon-192.png',
      badge: '/icons/icon-192.png',
      data: { url: message.url },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = new URL(event.notification.data?.url ?? '/dashboardtoweb', self.location.origin).href;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const open = windows.find((client) => client.url.startsWith(self.location.origin));
      if (open) return open.focus().then((client) => client?.navigate?.(url));
      return self.clients.openWindow(url);
    }),
  );
});
