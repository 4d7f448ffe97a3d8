// Whether this page's handlers are live. A prerendered page (build/prerender.ts) is on screen and can be typed
// into before its scripts have run; until React has hydrated it, a tap on a submit button would make the
// browser send the form itself: a page reload with every field, the password too, in the address.
import { useSyncExternalStore } from 'react';

const neverChanges = () => () => {};

/** False while rendering at build time and while hydrating that markup; true after, and on a client render. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  );
}
