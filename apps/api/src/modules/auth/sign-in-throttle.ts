// Sign-in and sign-up throttles (docs/decisions/100). Failures are counted per (e-mail, address) and per
// address, never per account alone, so nobody can lock the owner out from their own address. Past a free
// allowance each further failure doubles the wait. Counters live in auth_throttle through
// rate-limiter-flexible's Drizzle store, so every API instance sees the same numbers. Keys carry a hash of
// the e-mail, not the account: known and unknown e-mails are throttled alike.
import { createHash } from 'node:crypto';
import { lt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { RateLimiterDrizzle } from 'rate-limiter-flexible';
import { authThrottle } from '../../db/schema';
import { AppError } from '../../lib/errors';

export interface ThrottlePolicy {
  /** Failures answered without any wait. */
  free: number;
  /** Failures older than this are forgotten. */
  windowS: number;
  firstDelayS: number;
  maxDelayS: number;
}

/** One address guessing one e-mail: the owner's own address is never slowed by anyone else's. */
export const PAIR_POLICY: ThrottlePolicy = { free: 5, windowS: 86_400, firstDelayS: 30, maxDelayS: 3_600 };
/** One address, any e-mail: generous, because many Nigerian phones share one carrier NAT address. */
export const ADDRESS_POLICY: ThrottlePolicy = {
  free: 50,
  windowS: 3_600,
  firstDelayS: 30,
  maxDelayS: 3_600,
};

/** Seconds to wait after the n-th failure: 0 within the allowance, then doubling up to the cap. */
export function delayAfter(failures: number, policy: ThrottlePolicy): number {
  if (failures <= policy.free) return 0;
  return Math.min(policy.firstDelayS * 2 ** (failures - policy.free - 1), policy.maxDelayS);
}

export function throttledMessage(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return `Too many failed attempts from this network. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}, or reset your password.`;
}

const emailKey = (email: string) => createHash('sha256').update(email.trim().toLowerCase()).digest('hex');

export interface SignInThrottle {
  /** Throws 429 while this (e-mail, address) pair or this address must wait. */
  assertAllowed(input: { email?: string; address: string }): Promise<void>;
  /** Counts a failure; answers the pair's failure count (0 when no e-mail is involved). */
  recordFailure(input: { email?: string; address: string }): Promise<number>;
  /** A successful sign-in forgets the pair's failures. */
  recordSuccess(input: { email: string; address: string }): Promise<void>;
  /** True at most once a day per key: for the owner's "someone is trying your password" e-mail. */
  takeNotice(key: string): Promise<boolean>;
}

const throttles = new WeakMap<object, SignInThrottle>();

/** The one throttle of this server (every route that checks a password shares its counters). */
export function signInThrottleFor(app: FastifyInstance): SignInThrottle {
  let throttle = throttles.get(app.database);
  if (!throttle) {
    throttle = createSignInThrottle(app);
    throttles.set(app.database, throttle);
  }
  return throttle;
}

function createSignInThrottle(app: FastifyInstance): SignInThrottle {
  const store = (keyPrefix: string, points: number, duration: number) =>
    new RateLimiterDrizzle({
      storeClient: app.database.db,
      schema: authThrottle,
      keyPrefix,
      points,
      duration,
      clearExpiredByTimeout: false, // pruned by the job below, which stops with the server
    });
  const counters = {
    pair: store('fail-pair', Number.MAX_SAFE_INTEGER, PAIR_POLICY.windowS),
    address: store('fail-addr', Number.MAX_SAFE_INTEGER, ADDRESS_POLICY.windowS),
  };
  const blocks = store('block', 1, 1);
  const notices = store('notice', 1, 86_400);
  app.jobs.every('prune-auth-throttle', 15 * 60_000, () =>
    app.database.db.delete(authThrottle).where(lt(authThrottle.expire, new Date())),
  );

  const keysOf = (input: { email?: string; address: string }) => ({
    pair: input.email === undefined ? undefined : `${emailKey(input.email)}:${input.address}`,
    address: input.address,
  });

  async function waitFor(key: string): Promise<number> {
    const res = await blocks.get(key);
    return res && res.consumedPoints > 1 ? Math.ceil(res.msBeforeNext / 1000) : 0;
  }

  async function count(
    limiter: RateLimiterDrizzle,
    key: string,
    blockKey: string,
    policy: ThrottlePolicy,
  ): Promise<number> {
    const res = await limiter.consume(key, 1);
    const delay = delayAfter(res.consumedPoints, policy);
    if (delay > 0) await blocks.block(blockKey, delay);
    return res.consumedPoints;
  }

  return {
    async assertAllowed(input) {
      const keys = keysOf(input);
      const waits = await Promise.all([
        keys.pair ? waitFor(`pair:${keys.pair}`) : 0,
        waitFor(`addr:${keys.address}`),
      ]);
      const seconds = Math.max(...waits);
      if (seconds > 0) {
        throw new AppError('sign_in_throttled', throttledMessage(seconds), {
          'retry-after': String(seconds),
        });
      }
    },
    async recordFailure(input) {
      const keys = keysOf(input);
      const [pairFailures] = await Promise.all([
        keys.pair ? count(counters.pair, keys.pair, `pair:${keys.pair}`, PAIR_POLICY) : 0,
        count(counters.address, keys.address, `addr:${keys.address}`, ADDRESS_POLICY),
      ]);
      return pairFailures;
    },
    async recordSuccess(input) {
      const pair = keysOf(input).pair!;
      await Promise.all([counters.pair.delete(pair), blocks.delete(`pair:${pair}`)]);
    },
    async takeNotice(key) {
      try {
        await notices.consume(key, 1);
        return true;
      } catch (rejection) {
        if (rejection instanceof Error) throw rejection;
        return false;
      }
    },
  };
}
