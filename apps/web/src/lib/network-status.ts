// Whether the browser has a network connection, as a React value that follows the online/offline events.
import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void) {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

export function useIsOnline(): boolean {
  // The prerendered page (build/prerender.ts) assumes a connection; hydration then reads the real state.
  return useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
}
