// The page shell: a signed-in page's own markup, rendered at build time with no data yet (build/prerender.ts)
// and sent in its document beside an empty #root, so a rider sees the page's frame, its words and its buttons
// before the app's code has arrived. It is inert (nothing in it can be focused or typed into) and is removed
// just before the app first paints a page, an error or a redirect (docs/decisions/128).
import { createContext } from 'react';

export const PAGE_SHELL_ID = 'page-shell';

export function removePageShell(): void {
  if (typeof document !== 'undefined') document.getElementById(PAGE_SHELL_ID)?.remove();
}

/** True only while the build renders a page shell: a protected page then renders as if signed in, with no data. */
export const RenderingPageShell = createContext(false);
