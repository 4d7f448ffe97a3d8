// Renders the first screens to HTML at build time (docs/decisions/135). A short-lived Vite server in SSR mode
// loads src/prerender.tsx with the app's own modules (TypeScript, CSS imports, the workspace packages), so the
// markup comes from exactly the components the browser hydrates; nothing is served and no port is opened.
import react from '@vitejs/plugin-react';
import { createServer } from 'vite';
import { preactAliases, REACT_LIBRARY_IMPORTS } from './preact-aliases';

interface PrerenderModule {
  renderPage(path: string, options: { shell: boolean }): Promise<string>;
}

/** Path → the page's markup: for `#root` (hydrated), or for the page shell (`shell`, replaced). */
export async function prerenderPages(
  root: string,
  pages: { path: string; shell: boolean }[],
): Promise<Map<string, string>> {
  const server = await createServer({
    root,
    configFile: false,
    logLevel: 'error',
    appType: 'custom',
    mode: 'production',
    plugins: [react()],
    resolve: { alias: preactAliases() },
    // Libraries built on React are bundled, not loaded by Node, so they import it through the same aliases.
    ssr: { noExternal: REACT_LIBRARY_IMPORTS },
    server: { middlewareMode: true, hmr: false, ws: false, watch: null },
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  try {
    const entry = (await server.ssrLoadModule('/src/prerender.tsx')) as PrerenderModule;
    const markup = new Map<string, string>();
    for (const { path, shell } of pages) markup.set(path, await entry.renderPage(path, { shell }));
    return markup;
  } finally {
    await server.close();
  }
}
