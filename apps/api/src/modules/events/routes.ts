// GET /api/events: Server-Sent Events (issue 5 "Live events"). EventSource cannot send headers, so the token
// may come as ?token= (allowQueryToken; the logger redacts it). Polling endpoints stay for other clients.
import { errorResponseSchema, eventsQuerySchema } from '@waka/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createEventHub, EVENT_LOG_RETENTION_S, pruneEventLog } from '../../events/hub';
import { currentUser } from '../../plugins/auth';

function parseLastEventId(value: unknown): number | undefined {
  const text = String((Array.isArray(value) ? value[0] : value) ?? '');
  // 0 is a valid resume point: the `ready` id of a stream opened while the event log was empty.
  const id = /^\d+$/.test(text) ? Number(text) : Number.NaN;
  return Number.isSafeInteger(id) ? id : undefined;
}

export const eventsRoutes: FastifyPluginAsyncZod = async (app) => {
  const hub = createEventHub({ database: app.database, log: app.log });
  // Streams never finish on their own: end them first so shutdown is not blocked.
  app.addHook('preClose', () => hub.close());
  app.jobs.every('prune-event-log', (EVENT_LOG_RETENTION_S * 1000) / 10, () => pruneEventLog(app.database));

  app.get(
    '/events',
    {
      preHandler: app.authenticate,
      config: { allowQueryToken: true },
      schema: {
        tags: ['events'],
        summary: 'Live events (text/event-stream): ride.status, ride.incoming, wallet.balance, notification',
        description:
          'Each event has an `id:`; a fresh stream starts with `event: ready` carrying the current id. Send Last-Event-ID (or ?lastEventId=) on reconnect to receive what was missed in the last 5 minutes. `: ping` every 15 s.',
        security: [{ bearer: [] }],
        querystring: eventsQuerySchema,
        response: { 401: errorResponseSchema, 403: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      reply.hijack();
      reply.raw.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        'x-accel-buffering': 'no',
        connection: 'keep-alive',
        'x-request-id': request.id,
      });
      reply.raw.flushHeaders();
      const lastEventId = parseLastEventId(request.headers['last-event-id'] ?? request.query.lastEventId);
      try {
        await hub.attach(user.id, reply.raw, lastEventId);
      } catch (error) {
        request.log.error({ err: error }, 'event stream failed to start');
        reply.raw.end();
      }
    },
  );
};
