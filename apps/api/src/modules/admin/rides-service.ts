// Rides as the operator watches them (open and active rides first, with their
// age; any ride's timeline of transitions from ride_events).
import { OPEN_RIDE_STATUSES, type RideStatus } from '@waka/shared';
import { asc, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { rideEvents, rides, users } from '../../db/schema';
import { AppError } from '../../lib/errors';

const riderUser = alias(users, 'rider_user');
const driverUser = alias(users, 'driver_user');
const isOpen = sql`${rides.status} in ('requested','accepted','in_progress')`;

function selectRides(db: DbOrTx) {
  return db
    .select({
      id: rides.id,
      status: rides.status,
      vehicleType: rides.vehicleType,
      riderId: riderUser.id,
      riderName: riderUser.name,
      riderPhone: riderUser.phoneNumber,
      driverId: driverUser.id,
      driverName: driverUser.name,
      driverPhone: driverUser.phoneNumber,
      pickupName: rides.pickupName,
      destinationName: rides.destinationName,
      notes: rides.notes,
      fareKobo: rides.fareKobo,
      commissionKobo: rides.commissionKobo,
      createdAt: rides.createdAt,
      updatedAt: rides.updatedAt,
    })
    .from(rides)
    .innerJoin(riderUser, eq(rides.riderId, riderUser.id))
    .innerJoin(driverUser, eq(rides.driverId, driverUser.id));
}

type RideRow = Awaited<ReturnType<typeof selectRides>>[number];

function toAdminRide(row: RideRow, now: number) {
  return {
    _id: row.id,
    status: row.status,
    vehicleType: row.vehicleType,
    rider: { _id: row.riderId, name: row.riderName, phoneNumber: row.riderPhone },
    driver: { _id: row.driverId, name: row.driverName, phoneNumber: row.driverPhone },
    pickupName: row.pickupName,
    destinationName: row.destinationName,
    notes: row.notes,
    fare: row.fareKobo / 100,
    commission: row.commissionKobo === null ? null : row.commissionKobo / 100,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    ageSeconds: Math.max(0, Math.floor((now - row.createdAt.getTime()) / 1000)),
  };
}

export async function listRides(
  db: DbOrTx,
  input: { status?: RideStatus | 'open'; limit: number; offset: number },
) {
  let where: SQL | undefined;
  if (input.status === 'open') where = inArray(rides.status, [...OPEN_RIDE_STATUSES]);
  else if (input.status) where = eq(rides.status, input.status);
  // Open and active rides first (oldest first: the one waiting longest needs a look), then the rest newest first.
  const rows = await selectRides(db)
    .where(where)
    .orderBy(
      desc(isOpen),
      sql`case when ${isOpen} then ${rides.createdAt} end asc`,
      desc(rides.createdAt),
      asc(rides.id),
    )
    .limit(input.limit)
    .offset(input.offset);
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(rides).where(where);
  const now = Date.now();
  return { rides: rows.map((row) => toAdminRide(row, now)), total };
}

export async function getRideWithTimeline(db: DbOrTx, rideId: string) {
  const [row] = await selectRides(db).where(eq(rides.id, rideId)).limit(1);
  if (!row) throw new AppError('not_found', 'No ride has this id.');
  const events = await db
    .select({
      fromStatus: rideEvents.fromStatus,
      toStatus: rideEvents.toStatus,
      actorId: users.id,
      actorName: users.name,
      createdAt: rideEvents.createdAt,
    })
    .from(rideEvents)
    .leftJoin(users, eq(rideEvents.actorId, users.id))
    .where(eq(rideEvents.rideId, rideId))
    .orderBy(asc(rideEvents.id))
    .limit(200);
  return {
    ride: toAdminRide(row, Date.now()),
    timeline: events.map((event) => ({
      fromStatus: event.fromStatus,
      toStatus: event.toStatus,
      actor: event.actorId ? { _id: event.actorId, name: event.actorName! } : null,
      createdAt: event.createdAt.toISOString(),
    })),
  };
}
