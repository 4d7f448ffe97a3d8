// GET /healthz: the process is up. GET /readyz: the database answers.
import type { ErrorCode } from '@waka/shared';
import type { FastifyInstance } from 'fastify';

export async function healthRoutes(app: FastifyInstance): Promise<void> {
  app.get('/healthz', { schema: { hide: true } }, async () => ({ status: 'ok' }));
  app.get('/readyz', { schema: { hide: true } }, async (request, reply) => {
    try {
      await app.database.ping();
      return { status: 'ready', database: app.database.engine };
    } catch (error) {
      request.log.warn({ err: error }, 'readiness check failed');
      return reply
        .status(503)
        .send({ message: 'The database is not answering.', code: 'unavailable' satisfies ErrorCode });
    }
  });
}
