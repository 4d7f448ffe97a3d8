// GET /api/events: Server-Sent Events. EventSource cannot send headers, so the token
// may come as ?token= (allowQueryToken; the logger redacts it). Polling endpoints stay for other clients.
import { endpoints } from '@waka/shared';
import { inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { users } from '../../db/schema';
import {
  createEventHub,
  EVENT_LOG_RETENTION_S,
  pruneEventLog,
  type SessionValidator,
} from '../../events/hub';
import { AppError } from '../../lib/errors';
import { route } from '../../lib/route';
import { currentUser, isSessionLive } from '../../plugins/auth';

function parseLastEventId(value: unknown): number | undefined {
  const text = String((Array.isArray(value) ? value[0] : value) ?? '');
  // 0 is a valid resume point: the `ready` id of a stream opened while the event log was empty.
  const id = /^\d+$/.test(text) ? Number(text) : Number.NaN;
  return Number.isSafeInteger(id) ? id : undefined;
}

export const STREAMS_PER_ADDRESS_MESSAGE =
  'Too many live connections from this network. Close some Waka tabs or try again in a minute.';

/** One query per heartbeat: which of these accounts' sessions may keep their streams. */
function sessionValidator(app: FastifyInstance): SessionValidator {
  return async (userIds) => {
    const rows = await app.database.db
      .select({
        id: users.id,
        disabled: users.disabled,
        sessionsValidAfter: users.sessionsValidAfter,
        keptSessionHash: users.keptSessionHash,
      })
      .from(users)
      .where(inArray(users.id, userIds));
    const byId = new Map(rows.map((row) => [row.id, row]));
    return (userId, session) => {
      const row = byId.get(userId);
      return row !== undefined && !row.disabled && isSessionLive(session, row);
    };
  };
}

export const eventsRoutes: FastifyPluginAsyncZod = async (app) => {
  const hub = createEventHub(
    { database: app.database, log: app.log },
    {
      heartbeatMs: app.config.EVENTS_HEARTBEAT_MS,
      maxPerUser: app.config.EVENT_STREAMS_PER_ACCOUNT,
      validateSessions: sessionValidator(app),
    },
  );
  // Open streams per network address on this instance (each holds a socket and a file descriptor).
  const byAddress = new Map<string, number>();
  // Streams never finish on their own: end them first so shutdown is not blocked.
  app.addHook('preClose', () => hub.close());
  app.jobs.every('prune-event-log', (EVENT_LOG_RETENTION_S * 1000) / 10, () => pruneEventLog(app.database));

  route(
    app,
    endpoints.events.stream,
    async (request, reply) => {
      const user = currentUser(request);
      const address = request.ip;
      const open = byAddress.get(address) ?? 0;
      if (open >= app.config.EVENT_STREAMS_PER_ADDRESS) {
        throw new AppError('too_many_requests', STREAMS_PER_ADDRESS_MESSAGE, { 'retry-after': '60' });
      }
      byAddress.set(address, open + 1);
      reply.raw.on('close', () => {
        const left = (byAddress.get(address) ?? 1) - 1;
        if (left > 0) byAddress.set(address, left);
        else byAddress.delete(address);
      });
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
        await hub.attach(user.id, reply.raw, lastEventId, {
          issuedAt: user.issuedAt,
          sessionHash: user.sessionHash,
        });
      } catch (error) {
        request.log.error({ err: error }, 'event stream failed to start');
        reply.raw.end();
      }
    },
    { config: { allowQueryToken: true } },
  );
};
