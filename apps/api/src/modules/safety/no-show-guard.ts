// A no-show counts against the rider, so a driver may report one only after waiting (an operator setting,
// 5 minutes by default) and only from near the pickup point, judged by the driver's last position
// (docs/decisions/153).
import { greatCircleMeters, NO_SHOW_MAX_DISTANCE_M } from '@waka/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { rides, userLocations } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { isUuid } from '../rides/present';

function duration(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  const rest = Math.ceil(seconds % 60);
  if (minutes === 0) return `${rest} s`;
  return rest === 0 ? `${minutes} min` : `${minutes} min ${rest} s`;
}

function distance(meters: number): string {
  return meters >= 1000 ? `${(meters / 1000).toFixed(1)} km` : `${Math.round(meters)} m`;
}

/** Throws a 409 a driver can act on; returns quietly when the report may go ahead (or is not theirs). */
export async function checkNoShowAllowed(
  db: DbOrTx,
  input: { rideId: string; driverId: string; waitS: number },
): Promise<void> {
  if (!isUuid(input.rideId)) return;
  const [row] = await db
    .select({
      waitedS: sql<number>`extract(epoch from now() - ${rides.acceptedAt})::float8`,
      pickupLatitude: rides.pickupLatitude,
      pickupLongitude: rides.pickupLongitude,
      latitude: userLocations.latitude,
      longitude: userLocations.longitude,
    })
    .from(rides)
    .leftJoin(userLocations, eq(userLocations.userId, rides.driverId))
    .where(and(eq(rides.id, input.rideId), eq(rides.driverId, input.driverId), eq(rides.status, 'accepted')));
  if (!row) return;
  const waited = Number(row.waitedS);
  if (waited < input.waitS) {
    throw new AppError(
      'conflict',
      `Please keep waiting: a no-show can be reported ${duration(input.waitS)} after accepting (${duration(input.waitS - waited)} more).`,
    );
  }
  if (row.latitude === null || row.longitude === null) {
    throw new AppError(
      'conflict',
      'We do not know where you are. Turn on location so we can see you are at the pickup point.',
    );
  }
  const away = greatCircleMeters(
    { latitude: row.latitude, longitude: row.longitude },
    { latitude: row.pickupLatitude, longitude: row.pickupLongitude },
  );
  if (away > NO_SHOW_MAX_DISTANCE_M) {
    throw new AppError(
      'conflict',
      `Go to the pickup point first: you are ${distance(away)} away, and a no-show can be reported within ${NO_SHOW_MAX_DISTANCE_M} m of it.`,
    );
  }
}

/** When the ride was accepted plus the wait: the earliest a no-show may be reported. */
export function noShowAllowedAt(acceptedAt: Date | null, waitS: number): string | undefined {
  return acceptedAt ? new Date(acceptedAt.getTime() + waitS * 1000).toISOString() : undefined;
}
