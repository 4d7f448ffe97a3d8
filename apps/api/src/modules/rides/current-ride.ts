// The rider's open ride, read from the server so every page and every device signed in to the account shows
// the same ride card (the browser's stored copy is only a persistence detail and can be stale).
import { ACTIVE_RIDE_STATUSES, type CurrentRide, OPEN_RIDE_STATUSES } from '@waka/shared';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { rides, userLocations, users } from '../../db/schema';
import { PHONE_VISIBLE_STATUSES } from './announce';
import { presentRide } from './present';

export async function getCurrentRide(db: DbOrTx, input: { riderId: string }): Promise<CurrentRide | null> {
  const [row] = await db
    .select({
      ride: rides,
      driverName: users.name,
      driverPhoneNumber: users.phoneNumber,
      latitude: userLocations.latitude,
      longitude: userLocations.longitude,
    })
    .from(rides)
    .innerJoin(users, eq(users.id, rides.driverId))
    .leftJoin(userLocations, eq(userLocations.userId, rides.driverId))
    .where(and(eq(rides.riderId, input.riderId), inArray(rides.status, [...OPEN_RIDE_STATUSES])))
    .orderBy(desc(rides.createdAt))
    .limit(1);
  if (!row) return null;
  const { ride } = row;
  const isActive = (ACTIVE_RIDE_STATUSES as readonly string[]).includes(ride.status);
  return {
    ...presentRide(ride),
    driverName: row.driverName,
    ...(PHONE_VISIBLE_STATUSES.includes(ride.status) ? { driverPhoneNumber: row.driverPhoneNumber } : {}),
    ...(isActive && row.latitude !== null && row.longitude !== null
      ? { driverLocation: { latitude: row.latitude, longitude: row.longitude } }
      : {}),
  };
}
