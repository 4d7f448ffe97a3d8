// Builds the Fastify app (no listen; main.ts listens). One server serves the API under /api, the OpenAPI
// document at /api/docs and the built single-page app with a history fallback.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import cors from '@fastify/cors';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Database } from './db/client';
import { registerAnswerLanguage } from './i18n/answer-language';
import { answerSerializerCompiler } from './lib/answer-serializer';
import { answerFrameworkError, registerErrorHandler } from './lib/errors';
import { createJobScheduler, type JobScheduler } from './lib/jobs';
import { errorSerializer } from './lib/log-serializers';
import { guardedValidatorCompiler } from './lib/request-validation';
import { createTokenService, type TokenService } from './lib/tokens';
import { adminRoutes } from './modules/admin/routes';
import { authRoutes } from './modules/auth/routes';
import { bookingRoutes } from './modules/booking/routes';
import { brandPublicRoutes } from './modules/brand/public-routes';
import { dispatchPlugin } from './modules/dispatch/plugin';
import { registerReadYourWrites } from './modules/dispatch/read-your-writes';
import { driversRoutes } from './modules/drivers/routes';
import { eventsRoutes } from './modules/events/routes';
import { geoRoutes } from './modules/geo/routes';
import { notificationsRoutes } from './modules/notifications/routes';
import { savedPlacesRoutes } from './modules/places/routes';
import { publicUploadsPlugin } from './modules/profile/public-uploads';
import { profileRoutes } from './modules/profile/routes';
import { pushRoutes } from './modules/push/routes';
import { ridesRoutes } from './modules/rides/routes';
import { safetyRoutes } from './modules/safety/routes';
import { settingsRoutes } from './modules/settings/routes';
import { supportRoutes } from './modules/support/routes';
import { walletRoutes } from './modules/wallet/routes';
import { sandboxCheckoutRoutes } from './modules/wallet/sandbox-checkout-routes';
import { zonesPlugin } from './modules/zones/plugin';
import { zonesRoutes } from './modules/zones/routes';
import { authPlugin } from './plugins/auth';
import { registerCompression } from './plugins/compression';
import { healthRoutes } from './plugins/health';
import { createRateLimitRedis } from './plugins/rate-limit-redis';
import { contentSecurityPolicy } from './plugins/security';
import { registerSecurityHeaders } from './plugins/security-headers';
import { registerSpa } from './plugins/spa';
import { createGeocoder, type Geocoder, geocoderOptionsFromConfig } from './providers/geocoding/geocoder';
import { createMailer, type Mailer } from './providers/mail/mailer';
import { createPaymentProvider, type PaymentProvider } from './providers/payments';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
    tokens: TokenService;
    jobs: JobScheduler;
    mailer: Mailer;
    /** Paystack with a secret key, else the sandbox (refused in production); chosen once at start. */
    payments: PaymentProvider;
    /** Place search and addresses (PHOTON_URL, LOCATIONIQ_KEY …, else the gazetteer), one cache per server. */
    geocoder: Geocoder;
  }
}

export interface BuildServerOptions {
  config: Config;
  database: Database;
  /** The HMAC secret for session tokens (resolved by main.ts or the test harness). */
  jwtSecret: string;
  /** Pino logger options; false silences logs (tests). */
  logger?: boolean | object;
  /** Where the standard logger writes instead of stdout (tests that read the log). */
  logStream?: { write(line: string): void };
  /** Serialize every answer with Zod too and fail on a difference (the test harness; lib/answer-serializer.ts). */
  compareAnswerSerializers?: boolean;
}

const here = path.dirname(fileURLToPath(import.meta.url));
/** apps/web/dist, from src/ (tsx, tests) and from dist/ (bundled) alike. */
export const DEFAULT_WEB_DIST_DIR = path.resolve(here, '../../web/dist');

export async function buildServer(options: BuildServerOptions): Promise<FastifyInstance> {
  const { config } = options;
  const app = Fastify({
    logger: options.logger ?? {
      level: config.LOG_LEVEL,
      ...(options.logStream ? { stream: options.logStream } : {}),
      redact: ['req.headers.authorization', 'req.headers.cookie'],
      serializers: {
        err: errorSerializer,
        // EventSource sends its token in the query string: never write it to the log.
        req: (req: { method: string; url: string; id: string }) => ({
          id: req.id,
          method: req.method,
          url: req.url.replace(/([?&]token=)[^&]*/g, '$1[redacted]'),
        }),
      },
    },
    bodyLimit: config.BODY_LIMIT_BYTES,
    trustProxy: config.TRUST_PROXY,
    genReqId: () => crypto.randomUUID(),
    requestIdHeader: false,
    routerOptions: { ignoreTrailingSlash: true },
    frameworkErrors: answerFrameworkError,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(guardedValidatorCompiler);
  app.setSerializerCompiler(answerSerializerCompiler({ compareWithZod: options.compareAnswerSerializers }));
  app.decorate('config', config);
  app.decorate('database', options.database);
  app.decorate('tokens', createTokenService(options.jwtSecret));
  app.decorate('jobs', createJobScheduler(app.log));
  app.decorate('mailer', createMailer(config, options.database.db, app.log));
  app.decorate('payments', createPaymentProvider(config, options.database.db));
  app.decorate('geocoder', createGeocoder(app.log, geocoderOptionsFromConfig(config)));
  app.addHook('onClose', async () => app.mailer.close());
  app.addHook('onReady', async () => app.jobs.start());
  app.addHook('preClose', async () => app.jobs.stop());
  app.addHook('onSend', async (request, reply) => {
    // Hashed static files are the same for everyone; an id to trace would only cost bytes (decision 139).
    if (!request.url.startsWith('/assets/')) reply.header('x-request-id', request.id);
    if (request.url.startsWith('/api/')) reply.header('cache-control', 'no-store');
  });

  registerErrorHandler(app);
  registerAnswerLanguage(app);
  registerSecurityHeaders(app, { contentSecurityPolicy: contentSecurityPolicy(config) });
  await app.register(cors, { origin: config.publicUrl, credentials: false });
  await registerCompression(app);
  const redis = createRateLimitRedis(config, app.log);
  if (redis) app.addHook('onClose', async () => void (await redis.quit().catch(() => undefined)));
  await app.register(rateLimit, {
    global: false,
    // With REDIS_URL every instance counts in the same place, so N instances do not allow N times the
    // requests (docs/decisions/120).
    ...(redis ? { redis, nameSpace: 'waka-rate-limit-' } : {}),
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      message: `Too many requests. Please wait ${Math.ceil(context.ttl / 1000)} seconds and try again.`,
    }),
  });
  await app.register(multipart, {
    limits: { fileSize: config.UPLOAD_LIMIT_BYTES, files: 3, fields: 20, parts: 25 },
  });
  await app.register(swagger, {
    openapi: {
      info: { title: 'Waka API', version: '1.0.0', description: 'Ride-hailing for Nigeria.' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  await app.register(authPlugin);
  await app.register(zonesPlugin);
  await app.register(dispatchPlugin);
  registerReadYourWrites(app);
  await app.register(healthRoutes);
  // Profile pictures are public at /uploads/profile/<name>, outside the /api prefix.
  await app.register(publicUploadsPlugin);
  // The web app manifest and the operator's logo follow the brand settings (also outside /api).
  await app.register(brandPublicRoutes);

  await app.register(
    async (api) => {
      for (const routes of [
        authRoutes,
        profileRoutes,
        driversRoutes,
        ridesRoutes,
        walletRoutes,
        notificationsRoutes,
        supportRoutes,
        geoRoutes,
        savedPlacesRoutes,
        adminRoutes,
        eventsRoutes,
        settingsRoutes,
        bookingRoutes,
        pushRoutes,
        safetyRoutes,
        zonesRoutes,
      ]) {
        await api.register(routes);
      }
    },
    { prefix: '/api' },
  );

  await app.register(sandboxCheckoutRoutes); // /sandbox/checkout/<reference>, outside /api

  const webDistDir = config.WEB_DIST_DIR ?? DEFAULT_WEB_DIST_DIR;
  if (existsSync(path.join(webDistDir, 'index.html'))) {
    await registerSpa(app, webDistDir);
  }
  return app;
}
