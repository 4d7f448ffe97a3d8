// Serves the built web app; any non-API GET that is not a file gets index.html, so client routes in any
// letter case (/Login, /login, /DashboardToWeb) load the app (spec §2).
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

export async function registerSpa(app: FastifyInstance, webDistDir: string): Promise<void> {
  await app.register(fastifyStatic, {
    root: webDistDir,
    wildcard: false,
    index: false,
    setHeaders(reply, filePath) {
      // Hashed assets never change; the shell and the service worker must be revalidated.
      if (/[\\/]assets[\\/]/.test(filePath))
        reply.header('cache-control', 'public, max-age=31536000, immutable');
      else reply.header('cache-control', 'no-cache');
    },
  });

  app.get('/*', { schema: { hide: true } }, async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    if (pathname.startsWith('/api/') || pathname === '/api') {
      return reply.status(404).send({ message: `Not found: ${request.method} ${pathname}` });
    }
    const fileLike = /\.[a-z0-9]{1,8}$/i.test(pathname);
    if (fileLike) {
      try {
        return await reply.sendFile(pathname.slice(1));
      } catch {
        return reply.status(404).send({ message: `Not found: ${pathname}` });
      }
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
}
