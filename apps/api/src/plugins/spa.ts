// Serves the built web app; any non-API GET that is not a file gets index.html, so client routes in any
// letter case (/Login, /login, /DashboardToWeb) load the app. Text files are sent as the .br or .gz
// twin the build wrote beside them (apps/web/vite.config.ts), chosen by Accept-Encoding, with Content-Encoding
// and Vary: Accept-Encoding; a browser that accepts neither gets the plain file.
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { notFoundAnswer } from '../lib/errors';

/**
 * The build's per-route documents (apps/web/build/route-documents.ts): index.html plus preloads of that
 * route's code, e.g. routes/login.html for /login in any letter case. Other paths get the plain index.html.
 */
function routeDocuments(webDistDir: string): Map<string, string> {
  const dir = path.join(webDistDir, 'routes');
  const documents = new Map<string, string>();
  if (!existsSync(dir)) return documents;
  for (const name of readdirSync(dir)) {
    if (!name.endsWith('.html')) continue;
    const route = name === 'index.html' ? '/' : `/${name.slice(0, -'.html'.length)}`;
    documents.set(route, `routes/${name}`);
  }
  return documents;
}

/**
 * Security headers that only mean something on a document (its policy, framing, isolation, legacy browser
 * switches). A hashed script or stylesheet does not need them, and they are ~0.6 KiB of every such answer on
 * a phone's metered connection; nosniff, CORP, HSTS and the referrer policy stay (docs/decisions/138).
 */
const DOCUMENT_ONLY_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'x-frame-options',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];
/**
 * Also dropped from hashed scripts and stylesheets, which are immutable and same-origin: validators (nothing to
 * revalidate), byte ranges, CORS for same-origin requests, and the transport and referrer policies, which the
 * document already carries and which a script answer does not apply (docs/decisions/139).
 */
const NOT_NEEDED_ON_HASHED_CODE = [
  ...DOCUMENT_ONLY_HEADERS,
  'etag',
  'last-modified',
  'accept-ranges',
  'access-control-allow-origin',
  'strict-transport-security',
  'referrer-policy',
];
const HASHED_CODE = /[\\/]assets[\\/][^\\/]+\.(?:js|css)(?:\.br|\.gz)?$/;

export async function registerSpa(app: FastifyInstance, webDistDir: string): Promise<void> {
  const documents = routeDocuments(webDistDir);
  await app.register(fastifyStatic, {
    root: webDistDir,
    wildcard: false,
    index: false,
    preCompressed: true,
    setHeaders(reply, filePath) {
      // Hashed assets never change; the shell and the service worker must be revalidated.
      if (/[\\/]assets[\\/]/.test(filePath))
        reply.header('cache-control', 'public, max-age=31536000, immutable');
      else reply.header('cache-control', 'no-cache');
      if (HASHED_CODE.test(filePath)) for (const name of NOT_NEEDED_ON_HASHED_CODE) reply.removeHeader(name);
    },
  });

  app.get('/*', { schema: { hide: true } }, async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    if (pathname.startsWith('/api/') || pathname === '/api') {
      return reply.status(404).send(notFoundAnswer(`Not found: ${request.method} ${pathname}`));
    }
    const fileLike = /\.[a-z0-9]{1,8}$/i.test(pathname);
    if (fileLike) {
      try {
        return await reply.sendFile(pathname.slice(1));
      } catch {
        return reply.status(404).send(notFoundAnswer(`Not found: ${pathname}`));
      }
    }
    const route = pathname.toLowerCase().replace(/\/+$/, '') || '/';
    return reply.header('cache-control', 'no-cache').sendFile(documents.get(route) ?? 'index.html');
  });
}
