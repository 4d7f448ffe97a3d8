// Session tokens: JWT, HS256 only, fixed issuer and audience, 24-hour life.
import { createHash } from 'node:crypto';
import { SESSION_LIFETIME_MS } from '@waka/shared';
import { errors, jwtVerify, SignJWT } from 'jose';
import { LRUCache } from 'lru-cache';

const ISSUER = 'waka-api';
const AUDIENCE = 'waka-app';
const ALGORITHM = 'HS256';

export interface TokenClaims {
  userId: string;
  /** Seconds since the epoch; compared with users.sessions_valid_after. */
  issuedAt: number;
  /** Seconds since the epoch; the token is refused from then on. */
  expiresAt: number;
  /** SHA-256 of the token: names its session (kept when the session changes the password). */
  sessionHash: string;
}

/** Valid tokens whose claims are kept, so their signature is checked once (most recently used first). */
const KNOWN_TOKENS_KEPT = 100_000;

function sessionHashOf(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export interface TokenService {
  sign(userId: string, now?: Date): Promise<string>;
  /** Returns null for any token that is malformed, forged, expired or for another audience. */
  verify(token: string): Promise<TokenClaims | null>;
}

export function createTokenService(secret: string): TokenService {
  // A token's verdict depends only on the token and the clock (its expiry): a valid one stays valid until it
  // expires. Tokens signed here are known valid from the start (a rider signing in and searching at once costs
  // no signature check); others are kept once checked. Whether the session is still live is judged on every
  // call from the user's row (plugins/auth.ts). Only valid tokens are kept.
  const known = new LRUCache<string, TokenClaims>({ max: KNOWN_TOKENS_KEPT });
  const remember = (token: string, claims: Omit<TokenClaims, 'sessionHash'>) => {
    const entry = { ...claims, sessionHash: sessionHashOf(token) };
    known.set(token, entry);
    return entry;
  };
  // Imported once: given the raw bytes, jose imports the key again for every token it checks (about 2 % of
  // the server's CPU on a signed-in search).
  const key = crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign', 'verify'],
  );
  return {
    async sign(userId, now = new Date()) {
      const issuedAt = Math.floor(now.getTime() / 1000);
      const expiresAt = issuedAt + SESSION_LIFETIME_MS / 1000;
      const token = await new SignJWT({})
        .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
        .setSubject(userId)
        .setJti(crypto.randomUUID()) // two sign-ins in one second are still two sessions
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt(issuedAt)
        .setExpirationTime(expiresAt)
        .sign(await key);
      remember(token, { userId, issuedAt, expiresAt });
      return token;
    },
    async verify(token) {
      const cached = known.get(token);
      if (cached) return cached.expiresAt * 1000 > Date.now() ? cached : null;
      try {
        const { payload } = await jwtVerify(token, await key, {
          algorithms: [ALGORITHM],
          issuer: ISSUER,
          audience: AUDIENCE,
          requiredClaims: ['sub', 'iat', 'exp'],
        });
        if (typeof payload.sub !== 'string' || typeof payload.iat !== 'number') return null;
        if (typeof payload.exp !== 'number') return null;
        return remember(token, { userId: payload.sub, issuedAt: payload.iat, expiresAt: payload.exp });
      } catch (error) {
        if (error instanceof errors.JOSEError || error instanceof TypeError) return null;
        throw error;
      }
    },
  };
}
