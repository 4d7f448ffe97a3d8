// Renders the first screens to HTML at build time (docs/decisions/135). A short-lived Vite server in SSR mode
// loads src/prerender.tsx with the app's own modules (TypeScript, CSS imports, the workspace packages), so the
// markup comes from exactly the components the browser hydrates; nothing is served and no port is opened.
import react from '@vitejs/plugin-react';
import { createServer } from 'vite';

interface PrerenderModule {
  renderPage(path: string): Promise<string>;
}

/** Path → the markup of `<div id="root">` for that path. */
export async function prerenderPages(root: string, paths: string[]): Promise<Map<string, string>> {
  const server = await createServer({
    root,
    configFile: false,
    logLevel: 'error',
    appType: 'custom',
    mode: 'production',
    plugins: [react()],
    server: { middlewareMode: true, hmr: false, ws: false, watch: null },
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  try {
    const entry = (await server.ssrLoadModule('/src/prerender.tsx')) as PrerenderModule;
    const pages = new Map<string, string>();
    for (const path of paths) pages.set(path, await entry.renderPage(path));
    return pages;
  } finally {
    await server.close();
  }
}
