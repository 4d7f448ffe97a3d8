// Build-time rendering of the first screens (apps/web/build/prerender.ts loads this module in Node): the same
// App the browser runs, at one path, as an anonymous first visit in English sees it. `prerender` waits for the
// lazily loaded route modules, so the markup holds the whole page; main.tsx hydrates it.

import { renderToStringAsync } from 'preact-render-to-string';
import { type ReactNode, StrictMode } from 'react';
import { StaticRouter } from 'react-router';
import { App } from './app/app';
import { RenderingPageShell } from './lib/page-shell';

/** `shell`: a signed-in page as it looks before its data, for lib/page-shell.ts (not hydrated: replaced). */
export async function renderPage(path: string, { shell = false } = {}): Promise<string> {
  const AtPath = ({ children }: { children: ReactNode }) => (
    <StaticRouter location={path}>{children}</StaticRouter>
  );
  return renderToStringAsync(
    <StrictMode>
      <RenderingPageShell.Provider value={shell}>
        <App router={AtPath} />
      </RenderingPageShell.Provider>
    </StrictMode>,
  );
}
