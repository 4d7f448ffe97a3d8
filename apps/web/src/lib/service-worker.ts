// Registers public/sw.js (app shell + hashed assets, never /api/ answers) in production builds only, so the
// dev server's hot reload is never served from a cache.
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  window.addEventListener('load', () => {
    navigator.serviceWorker
      .register('/sw.js', { scope: '/' })
      .catch((error: unknown) => console.error('Service worker registration failed', error));
  });
}
