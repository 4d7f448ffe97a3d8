import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { reactRouterProductionAliases, rejectDevelopmentBuilds } from './build/production-dependencies';
import { routeDocuments } from './build/route-documents';
import { serviceWorker } from './build/service-worker';

// Every text file of dist (bundle and public/) gets a .br and a .gz twin at build time; the server sends the
// one the browser accepts (apps/api/src/plugins/spa.ts, docs/decisions/131). Source maps are left alone: only
// developer tools fetch them.
const PRECOMPRESSED = /\.(html|js|mjs|css|svg|json|webmanifest|txt|xml)$/;

// Routes a person opens directly (links, the home screen): each gets its own copy of index.html that preloads
// the route's chunks (build/route-documents.ts). Keep in step with the lazy imports of src/app/router.tsx.
const ENTRY_ROUTES = {
  '/': ['src/features/landing/routes/landing-page.tsx'],
  '/login': ['src/features/auth/routes/login-page.tsx'],
  '/registration': ['src/app/query-layout.tsx', 'src/features/auth/routes/registration-page.tsx'],
  '/dashboard': ['src/app/query-layout.tsx', 'src/features/rider/routes/dashboard-page.tsx'],
};

export default defineConfig(({ command }) => ({
  plugins: [
    react(),
    rejectDevelopmentBuilds(),
    routeDocuments(ENTRY_ROUTES),
    serviceWorker(fileURLToPath(new URL('./src/sw.js', import.meta.url))),
    compression({
      include: PRECOMPRESSED,
      algorithms: [defineAlgorithm('brotliCompress'), defineAlgorithm('gzip')],
      logLevel: 'silent',
    }),
  ],
  resolve: { alias: command === 'build' ? reactRouterProductionAliases() : [] },
  build: {
    target: 'es2022',
    // Maps are written for debugging but not referenced from the scripts, so no browser or audit downloads them.
    sourcemap: 'hidden',
    // No inline <script> in index.html: the server's CSP allows scripts from 'self' only.
    modulePreload: { polyfill: false },
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
