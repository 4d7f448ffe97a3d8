// The page shell: a signed-in page's own markup, rendered at build time with no data yet (build/prerender.ts)
// and sent in its document beside an empty #root, so a rider sees the page's frame, its words and its buttons
// before the app's code has arrived. It is inert (nothing in it can be focused or typed into) and is removed
// just before the app first paints a page or an error (docs/decisions/128). A page that renders in parts
// (lib/render-later.tsx) holds it until its last part is in; #root is laid out but out of sight while the shell
// is there (styles.css, docs/decisions/222), so the rider sees the shell, then the whole page, never a blank
// screen or a part of the page (docs/decisions/210).
import { createContext } from 'react';

export const PAGE_SHELL_ID = 'page-shell';

let holds = 0;
let isRemovalDue = false;

/**
 * Removes the shell, or, while a page holds it (holdPageShell), once the last hold is let go. `now` removes it
 * whatever holds it: an error page must not wait for the parts of a page that failed.
 */
export function removePageShell({ now = false }: { now?: boolean } = {}): void {
  if (typeof document === 'undefined') return;
  if (holds > 0 && !now) {
    isRemovalDue = true;
    return;
  }
  document.getElementById(PAGE_SHELL_ID)?.remove();
}

/**
 * Removes the shell once #root shows a page (every page is a <main>). Preact commits the siblings of a
 * component that is still waiting for its code or its texts, so "the router has committed" is not yet "the
 * page is there": without this the shell went up to half a second (at 4x CPU slowdown) before the page came.
 */
export function removePageShellOnceAPageIsShown(): void {
  const root = typeof document === 'undefined' ? null : document.getElementById('root');
  if (!root || !document.getElementById(PAGE_SHELL_ID)) return;
  if (root.querySelector('main')) {
    removePageShell();
    return;
  }
  const observer = new MutationObserver(() => {
    if (!root.querySelector('main')) return;
    observer.disconnect();
    removePageShell();
  });
  observer.observe(root, { childList: true, subtree: true });
}

/** Keeps the shell on screen while the page renders its later parts; call the returned function to let go. */
export function holdPageShell(): () => void {
  holds += 1;
  let isReleased = false;
  return () => {
    if (isReleased) return;
    isReleased = true;
    holds -= 1;
    if (holds === 0 && isRemovalDue) removePageShell();
  };
}

/** True only while the build renders a page shell: a protected page then renders as if signed in, with no data. */
export const RenderingPageShell = createContext(false);
