// Session tokens: JWT, HS256 only, fixed issuer and audience, 24-hour life.
import { SESSION_LIFETIME_MS } from '@waka/shared';
import { errors, jwtVerify, SignJWT } from 'jose';

const ISSUER = 'waka-api';
const AUDIENCE = 'waka-app';
const ALGORITHM = 'HS256';

export interface TokenClaims {
  userId: string;
  /** Seconds since the epoch; compared with users.sessions_valid_after. */
  issuedAt: number;
  /** Seconds since the epoch; the token is refused from then on. */
  expiresAt: number;
}

export interface TokenService {
  sign(userId: string, now?: Date): Promise<string>;
  /** Returns null for any token that is malformed, forged, expired or for another audience. */
  verify(token: string): Promise<TokenClaims | null>;
}

export function createTokenService(secret: string): TokenService {
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
      return new SignJWT({})
        .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
        .setSubject(userId)
        .setJti(crypto.randomUUID()) // two sign-ins in one second are still two sessions
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt(issuedAt)
        .setExpirationTime(issuedAt + SESSION_LIFETIME_MS / 1000)
        .sign(await key);
    },
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, await key, {
          algorithms: [ALGORITHM],
          issuer: ISSUER,
          audience: AUDIENCE,
          requiredClaims: ['sub', 'iat', 'exp'],
        });
        if (typeof payload.sub !== 'string' || typeof payload.iat !== 'number') return null;
        if (typeof payload.exp !== 'number') return null;
        return { userId: payload.sub, issuedAt: payload.iat, expiresAt: payload.exp };
      } catch (error) {
        if (error instanceof errors.JOSEError || error instanceof TypeError) return null;
        throw error;
      }
    },
  };
}
