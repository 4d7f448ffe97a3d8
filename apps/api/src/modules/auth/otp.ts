// One-time codes: 6 digits from crypto.randomInt, stored as a salted SHA-256,
// single use, 10 minutes, dead after 5 wrong tries; at most one a minute per purpose (a reset code right
// after the sign-up code must go out; the minute is OTP_RESEND_INTERVAL_S, decision 219) and 5 an hour per
// address in all.
// Callers hold the user's row lock (SELECT … FOR UPDATE), so concurrent calls cannot race these checks.
import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { OTP_LIFETIME_MS, OTP_MAX_ATTEMPTS, OTP_RESEND_INTERVAL_MS } from '@waka/shared';
import { and, asc, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { otpCodes } from '../../db/schema';

export type OtpPurpose = 'verify' | 'reset';
export const CODES_PER_HOUR = 5;

export function generateCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

function digest(salt: string, code: string): Buffer {
  return createHash('sha256').update(`${salt}:${code}`).digest();
}

export function hashCode(code: string): string {
  const salt = randomBytes(16).toString('hex');
  return `${salt}$${digest(salt, code).toString('hex')}`;
}

export function codeMatches(stored: string, code: string): boolean {
  const [salt, hex] = stored.split('$');
  if (!salt || !hex) return false;
  const expected = Buffer.from(hex, 'hex');
  const actual = digest(salt, code);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

export type IssueResult = { code: string; codeId: string } | { retryAfterSeconds: number };

/** A new code (older open codes of the same purpose die), or how long to wait (throttle). */
export async function issueCode(
  tx: DbOrTx,
  input: { userId: string; purpose: OtpPurpose; now?: Date; resendIntervalMs?: number },
): Promise<IssueResult> {
  const now = input.now ?? new Date();
  const interval = input.resendIntervalMs ?? OTP_RESEND_INTERVAL_MS;
  const hourAgo = new Date(now.getTime() - 3_600_000);
  const recent = await tx
    .select({ createdAt: otpCodes.createdAt, purpose: otpCodes.purpose })
    .from(otpCodes)
    .where(and(eq(otpCodes.userId, input.userId), gt(otpCodes.createdAt, hourAgo)))
    .orderBy(asc(otpCodes.createdAt));
  const newest = recent.filter((row) => row.purpose === input.purpose).at(-1)?.createdAt;
  if (newest && now.getTime() - newest.getTime() < interval) {
    return { retryAfterSeconds: Math.ceil((newest.getTime() + interval - now.getTime()) / 1000) };
  }
  if (recent.length >= CODES_PER_HOUR) {
    const oldest = recent[recent.length - CODES_PER_HOUR]!.createdAt;
    return { retryAfterSeconds: Math.ceil((oldest.getTime() + 3_600_000 - now.getTime()) / 1000) };
  }
  await tx
    .update(otpCodes)
    .set({ consumedAt: now })
    .where(
      and(
        eq(otpCodes.userId, input.userId),
        eq(otpCodes.purpose, input.purpose),
        isNull(otpCodes.consumedAt),
      ),
    );
  const code = generateCode();
  const [row] = await tx
    .insert(otpCodes)
    .values({
      userId: input.userId,
      purpose: input.purpose,
      codeHash: hashCode(code),
      expiresAt: new Date(now.getTime() + OTP_LIFETIME_MS),
      createdAt: now,
    })
    .returning({ id: otpCodes.id });
  return { code, codeId: row!.id };
}

/** A code whose e-mail never left is forgotten, so it neither works nor counts against the throttle. */
export async function discardCode(db: DbOrTx, codeId: string): Promise<void> {
  await db.delete(otpCodes).where(eq(otpCodes.id, codeId));
}

export type CheckResult = { purpose: OtpPurpose } | { error: 'invalid' | 'burned' };

/** Consume the matching open code; a miss counts one wrong try against every open code. */
export async function checkCode(
  tx: DbOrTx,
  input: { userId: string; code: string; now?: Date },
): Promise<CheckResult> {
  const now = input.now ?? new Date();
  const open = await tx
    .select()
    .from(otpCodes)
    .where(
      and(
        eq(otpCodes.userId, input.userId),
        isNull(otpCodes.consumedAt),
        gt(otpCodes.expiresAt, now),
        lt(otpCodes.attempts, OTP_MAX_ATTEMPTS),
      ),
    );
  const match = open.find((row) => codeMatches(row.codeHash, input.code));
  if (match) {
    const purpose = match.purpose as OtpPurpose;
    await tx
      .update(otpCodes)
      .set({ consumedAt: now })
      .where(
        and(eq(otpCodes.userId, input.userId), eq(otpCodes.purpose, purpose), isNull(otpCodes.consumedAt)),
      );
    return { purpose };
  }
  if (open.length === 0) return { error: 'invalid' };
  await tx
    .update(otpCodes)
    .set({ attempts: sql`${otpCodes.attempts} + 1` })
    .where(
      inArray(
        otpCodes.id,
        open.map((row) => row.id),
      ),
    );
  const burned = open.every((row) => row.attempts + 1 >= OTP_MAX_ATTEMPTS);
  return { error: burned ? 'burned' : 'invalid' };
}
