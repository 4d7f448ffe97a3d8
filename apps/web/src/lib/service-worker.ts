// Registers public/sw.js (app shell + hashed assets, never /api/ answers) in production builds only, so the
// dev server's hot reload is never served from a cache.
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker
      .register('/sw.js', { scope: '/' })
      .catch((error: unknown) => console.error('Service worker registration failed', error));
  };
  // After the page's load event, so the worker's install (which downloads the shell) never competes with the
  // page. A prerendered page's scripts are asked for after its first paint (docs/decisions/224), often after
  // that event: then the worker is registered at once, in a task of its own.
  if (document.readyState === 'complete') setTimeout(register, 0);
  else window.addEventListener('load', register, { once: true });
}
