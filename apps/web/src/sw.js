// Waka service worker (docs/decisions/051 and 132). The build (build/service-worker.ts) fills in BUILD: this
// release's version and the files index.html loads, so each release is a new worker that installs its own
// shell. A repeat visit opens from Cache Storage with no network for the shell; API
// answers, uploads, the payment sandbox and the health checks always go to the network and are never stored
// (they are personal or live).
// Web Push (ride requests in the background): src/sw-push.js, written here by the build. One file rather than
// an importScripts: the browser checks every imported script on each update check, a second answer on every
// visit (docs/decisions/213).
/* __WAKA_PUSH__ */

const BUILD = __WAKA_BUILD__;
const CACHE = `waka-${BUILD.version}`;
// The plain index.html (not a route's document with its preloads) answers every navigation.
const SHELL_DOCUMENT = '/index.html';
const SHELL = [SHELL_DOCUMENT, '/manifest.webmanifest', '/icons/icon-48.png', ...BUILD.shell];

self.addEventListener('install', (event) => {
  // Every file but index.html is already in the HTTP cache after the first visit (immutable), so this
  // costs the network one small index.html.
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll(SHELL))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((key) => key !== CACHE).map((key) => caches.delete(key))))
      .then(() => self.clients.claim()),
  );
});

/** The operator's logo: a new logo is a new name (docs/decisions/180), so a stored copy never goes stale. */
function isBrandLogo(url) {
  return url.pathname.startsWith('/uploads/brand/');
}

function isAlwaysLive(url) {
  return /^\/(api|uploads|sandbox|healthz|readyz)(\/|$)/.test(url.pathname) && !isBrandLogo(url);
}

function isStatic(url) {
  return url.pathname.startsWith('/assets/') || url.pathname.startsWith('/icons/') || isBrandLogo(url);
}

/** Network first, the copy renewed; the stored copy answers offline. */
function fromNetworkThenCache(request) {
  return fetch(request)
    .then((response) => {
      if (response.ok) {
        const copy = response.clone();
        caches.open(CACHE).then((cache) => cache.put(request, copy));
      }
      return response;
    })
    .catch(() => caches.match(request).then((cached) => cached || Response.error()));
}

/**
 * The manifest follows the operator's brand settings (built by the API). The browser asks for it on every visit,
 * so a copy younger than a day answers (by the Date the server gave it); older, or none, the network answers and
 * the copy is renewed: a changed brand reaches the install within a day (docs/decisions/213).
 */
const MANIFEST_FRESH_MS = 24 * 60 * 60 * 1000;

function isFresh(response, maxAgeMs) {
  const date = Date.parse(response.headers.get('date') ?? '');
  return Number.isFinite(date) && Date.now() - date < maxAgeMs;
}

function fromFreshCacheThenNetwork(request, maxAgeMs) {
  return caches
    .match(request)
    .then((cached) => (cached && isFresh(cached, maxAgeMs) ? cached : fromNetworkThenCache(request)));
}

/** Cache first; a miss goes to the network and is kept for next time. */
function fromCacheThenNetwork(request, cacheKey) {
  return caches.match(cacheKey).then(
    (cached) =>
      cached ||
      fetch(request).then((response) => {
        if (response.ok) {
          const copy = response.clone();
          caches.open(CACHE).then((cache) => cache.put(cacheKey, copy));
        }
        return response;
      }),
  );
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || isAlwaysLive(url)) return;

  // Every client route is the same index.html; a new release reaches the page through a new worker.
  if (request.mode === 'navigate') {
    event.respondWith(fromCacheThenNetwork(request, SHELL_DOCUMENT));
    return;
  }
  if (url.pathname === '/manifest.webmanifest') {
    event.respondWith(fromFreshCacheThenNetwork(request, MANIFEST_FRESH_MS));
    return;
  }
  // Hashed assets and brand logos never change; icons change only with a release (a new cache).
  if (isStatic(url)) event.respondWith(fromCacheThenNetwork(request, request));
});
