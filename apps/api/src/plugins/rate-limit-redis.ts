// The Redis client of the shared rate-limit store (@fastify/rate-limit's `redis` option), when REDIS_URL is
// set. Settings follow the plugin's advice for rate limiting: fail fast rather than queue while Redis is away
// (the plugin then answers from its error path instead of holding the request).

import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import type { Config } from '../config';

export function createRateLimitRedis(
  config: Pick<Config, 'REDIS_URL'>,
  log: Pick<FastifyBaseLogger, 'warn'>,
): Redis | undefined {
  if (!config.REDIS_URL) return undefined;
  const redis = new Redis(config.REDIS_URL, { connectTimeout: 2000, maxRetriesPerRequest: 1 });
  // ioredis reconnects by itself; without a listener its errors would be "unhandled".
  redis.on('error', (error) => log.warn({ err: error }, 'rate-limit Redis error'));
  return redis;
}
