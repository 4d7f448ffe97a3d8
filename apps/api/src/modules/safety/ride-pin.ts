// The ride PIN ("verify my ride"): four digits from a CSPRNG, fresh for every accepted ride and never the
// rider's previous one, so a PIN overheard on one ride is useless on the next (docs/decisions/150).
import { randomInt, timingSafeEqual } from 'node:crypto';
import { MSG_SAFETY, RIDE_PIN_MAX_ATTEMPTS, type RidePinMode } from '@waka/shared';
import { and, desc, eq, isNotNull, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { rides, users } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { createNotification } from '../notifications/service';
import { isUuid } from '../rides/present';

/** A uniformly random 4-digit PIN that differs from `previous`. */
export function newRidePin(previous: string | null): string {
  for (;;) {
    const pin = String(randomInt(0, 10_000)).padStart(4, '0');
    if (pin !== previous) return pin;
  }
}

const LAGOS_HOUR = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Africa/Lagos',
  hour: 'numeric',
  hour12: false,
});

/** 19:00–06:00 in Lagos, where the operator's "night" mode applies. */
export function isLagosNight(now: Date): boolean {
  const hour = Number(LAGOS_HOUR.format(now)) % 24;
  return hour >= 19 || hour < 6;
}

export function isPinRequired(input: { riderWantsPin: boolean; mode: RidePinMode; now: Date }): boolean {
  if (input.riderWantsPin || input.mode === 'always') return true;
  return input.mode === 'night' && isLagosNight(input.now);
}

/** Give a just-accepted ride its PIN (inside the accept transaction). */
export async function assignRidePin(tx: DbOrTx, ride: { id: string; riderId: string }): Promise<string> {
  const [previous] = await tx
    .select({ pin: rides.pin })
    .from(rides)
    .where(and(eq(rides.riderId, ride.riderId), ne(rides.id, ride.id), isNotNull(rides.pin)))
    .orderBy(desc(rides.createdAt))
    .limit(1);
  const pin = newRidePin(previous?.pin ?? null);
  await tx.update(rides).set({ pin }).where(eq(rides.id, ride.id));
  return pin;
}

function samePin(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * The PIN gate of Start, inside its transaction. Returns the refusal to throw AFTER the transaction commits,
 * so a wrong PIN is counted even though the start fails; null lets the transition go ahead (a ride that is
 * not this driver's accepted ride is explained by the transition itself). The row lock counts concurrent
 * guesses one after another, so five is five.
 */
export async function checkStartPin(
  tx: DbOrTx,
  input: { rideId: string; driverId: string; pin: string | undefined; mode: RidePinMode },
): Promise<AppError | null> {
  if (!isUuid(input.rideId)) return null;
  const [ride] = await tx
    .select({
      pin: rides.pin,
      attempts: rides.pinFailedAttempts,
      riderId: rides.riderId,
      riderWantsPin: users.requireRidePin,
    })
    .from(rides)
    .innerJoin(users, eq(users.id, rides.riderId))
    .where(and(eq(rides.id, input.rideId), eq(rides.driverId, input.driverId), eq(rides.status, 'accepted')))
    .for('update', { of: rides });
  if (!ride?.pin) return null;
  if (!isPinRequired({ riderWantsPin: ride.riderWantsPin, mode: input.mode, now: new Date() })) return null;
  if (ride.attempts >= RIDE_PIN_MAX_ATTEMPTS) return new AppError('ride_pin_locked', MSG_SAFETY.pinLocked);
  if (input.pin === undefined) return new AppError('bad_request', MSG_SAFETY.pinRequired);
  if (samePin(input.pin, ride.pin)) return null;
  const attempts = ride.attempts + 1;
  await tx
    .update(rides)
    .set({ pinFailedAttempts: sql`${rides.pinFailedAttempts} + 1` })
    .where(eq(rides.id, input.rideId));
  if (attempts < RIDE_PIN_MAX_ATTEMPTS)
    return new AppError('ride_pin_wrong', MSG_SAFETY.pinWrong(RIDE_PIN_MAX_ATTEMPTS - attempts));
  await createNotification(tx, {
    userId: ride.riderId,
    rideId: input.rideId,
    message:
      'Safety alert: a wrong ride PIN was typed 5 times, so your ride cannot be started. Do not get on the vehicle unless it matches the plate on your screen; use SOS if you feel unsafe.',
  });
  return new AppError('ride_pin_locked', MSG_SAFETY.pinLocked);
}
