import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { CHUNK_GROUPS } from './build/chunk-groups';
import { compileHints } from './build/compile-hints';
import { preactAliases, rejectReactRuntime } from './build/preact-aliases';
import { reactRouterProductionAliases, rejectDevelopmentBuilds } from './build/production-dependencies';
import { type EntryRoutes, routeDocuments } from './build/route-documents';
import { serviceWorker } from './build/service-worker';

// Every text file of dist (bundle and public/) gets a .br and a .gz twin at build time; the server sends the
// one the browser accepts (apps/api/src/plugins/spa.ts, docs/decisions/131). Source maps are left alone: only
// developer tools fetch them.
const PRECOMPRESSED = /\.(html|js|mjs|css|svg|json|webmanifest|txt|xml)$/;

// Routes a person opens directly (links, the home screen): each gets its own copy of index.html that preloads
// the route's chunks, and the pages every visitor first sees alike are prerendered into it
// (build/route-documents.ts, docs/decisions/133 and 135). Keep in step with the lazy imports of
// src/app/router.tsx. Budgets: brotli KiB of the document and the files it loads, a few KiB above what each
// route loads today (57–73 KiB since decisions 226 and 227), so a regression fails the build long before the
// wire goal of 130 KiB for `/` and `/login` is in danger (docs/decisions/136); and files, two above what each
// route fetches since decision 226, so small files do not creep back one request at a time.
const ENTRY_ROUTES: EntryRoutes = {
  '/': {
    modules: ['src/features/landing/routes/landing-page.tsx'],
    prerender: 'page',
    budgetKiB: 61,
    budgetFiles: 10,
  },
  '/login': {
    modules: ['src/features/auth/routes/login-page.tsx'],
    prerender: 'page',
    budgetKiB: 62,
    budgetFiles: 15,
  },
  '/registration': {
    modules: ['src/features/auth/routes/registration-page.tsx'],
    prerender: 'page',
    budgetKiB: 65,
    budgetFiles: 12,
  },
  // Signed in: the rider's own data, so the page is rendered in the browser; its document carries the page's
  // shell, painted before the code arrives (src/lib/page-shell.ts; about 1.5 KiB of the budget).
  '/dashboard': {
    modules: ['src/app/query-layout.tsx', 'src/features/rider/routes/dashboard-page.tsx'],
    prerender: 'shell',
    budgetKiB: 78,
    budgetFiles: 17,
  },
};

export default defineConfig(({ command }) => ({
  plugins: [
    react(),
    rejectDevelopmentBuilds(),
    rejectReactRuntime(),
    compileHints(ENTRY_ROUTES),
    routeDocuments(fileURLToPath(new URL('.', import.meta.url)), ENTRY_ROUTES),
    serviceWorker(
      fileURLToPath(new URL('./src/sw.js', import.meta.url)),
      fileURLToPath(new URL('./src/sw-push.js', import.meta.url)),
    ),
    compression({
      include: PRECOMPRESSED,
      algorithms: [defineAlgorithm('brotliCompress'), defineAlgorithm('gzip')],
      logLevel: 'silent',
    }),
  ],
  resolve: { alias: [...preactAliases(), ...(command === 'build' ? reactRouterProductionAliases() : [])] },
  build: {
    target: 'es2022',
    // Maps are written for debugging but not referenced from the scripts, so no browser or audit downloads them.
    sourcemap: 'hidden',
    // No inline <script> in index.html: the server's CSP allows scripts from 'self' only.
    modulePreload: { polyfill: false },
    // Fewer, larger files for the first screens (build/chunk-groups.ts, docs/decisions/226).
    rolldownOptions: { output: { codeSplitting: { groups: CHUNK_GROUPS } } },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': 'http://localhost:3000',
      '/uploads': 'http://localhost:3000',
      '/sandbox': 'http://localhost:3000',
      // Built from the operator's brand settings by the API.
      '/manifest.webmanifest': 'http://localhost:3000',
    },
  },
}));
