// Receipts of completed rides: GET /api/rides/:id/receipt (its rider or driver) and the e-mail the rider gets
// when the driver completes the ride (sent after the completion commits; a failed send is logged, the
// receipt stays in the app and in the ride history).
import { koboToNaira, type Receipt } from '@waka/shared';
import { and, eq, or } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import type { DbOrTx } from '../../db/client';
import { driverProfiles, rides, users } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { sendEmail } from '../auth/send-email';
import { isUuid } from '../rides/present';
import { RIDE_NOT_FOUND } from '../rides/ride-access';

const drivers = alias(users, 'driver');
const riders = alias(users, 'rider');
export const NO_RECEIPT_YET = 'The receipt is ready once the driver completes the ride.';

export async function getReceipt(db: DbOrTx, input: { rideId: string; userId: string }): Promise<Receipt> {
  if (!isUuid(input.rideId)) throw new AppError('not_found', RIDE_NOT_FOUND);
  const [row] = await db
    .select({
      ride: rides,
      driverName: drivers.name,
      riderName: riders.name,
      details: driverProfiles.details,
    })
    .from(rides)
    .innerJoin(drivers, eq(drivers.id, rides.driverId))
    .innerJoin(riders, eq(riders.id, rides.riderId))
    .leftJoin(driverProfiles, eq(driverProfiles.userId, rides.driverId))
    .where(
      and(eq(rides.id, input.rideId), or(eq(rides.riderId, input.userId), eq(rides.driverId, input.userId))),
    );
  if (!row) throw new AppError('not_found', RIDE_NOT_FOUND);
  const { ride } = row;
  if (ride.status !== 'completed' || !ride.endedAt) throw new AppError('conflict', NO_RECEIPT_YET);
  const started = ride.startedAt ?? ride.acceptedAt;
  const plate = row.details?.vehiclePlateNumber ?? row.details?.bikeNumber;
  return {
    rideId: ride.id,
    fare: koboToNaira(ride.fareKobo),
    distanceMeters: ride.distanceMeters,
    durationSeconds: started
      ? Math.max(0, Math.round((ride.endedAt.getTime() - started.getTime()) / 1000))
      : ride.durationSeconds,
    driverName: row.driverName,
    vehicleType: ride.vehicleType as Receipt['vehicleType'],
    ...(plate ? { plateNumber: plate } : {}),
    riderName: row.riderName,
    pickupLocationName: ride.pickupName,
    destinationLocationName: ride.destinationName,
    completedAt: ride.endedAt.toISOString(),
  };
}

function formatMinutes(seconds: number): string {
  const minutes = Math.max(1, Math.round(seconds / 60));
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}

export function receiptLines(receipt: Receipt): string[] {
  const when = new Date(receipt.completedAt).toLocaleString('en-NG', { timeZone: 'Africa/Lagos' });
  return [
    `Fare to pay: ₦${receipt.fare.toLocaleString('en-NG')}`,
    `From ${receipt.pickupLocationName} to ${receipt.destinationLocationName}`,
    `Distance: ${(receipt.distanceMeters / 1000).toFixed(1)} km · Time: ${formatMinutes(receipt.durationSeconds)}`,
    `Driver: ${receipt.driverName}${receipt.plateNumber ? ` · Plate ${receipt.plateNumber}` : ''}`,
    `Date: ${when}`,
  ];
}

/** E-mail the rider their receipt. Never throws: completion has already committed. */
export async function sendReceiptEmail(app: FastifyInstance, rideId: string): Promise<void> {
  try {
    const [rider] = await app.database.db
      .select({ id: users.id, email: users.email })
      .from(rides)
      .innerJoin(users, eq(users.id, rides.riderId))
      .where(eq(rides.id, rideId));
    if (!rider) return;
    const receipt = await getReceipt(app.database.db, { rideId, userId: rider.id });
    const fare = `₦${receipt.fare.toLocaleString('en-NG')}`;
    await sendEmail(app, rider.email, (appName) => ({
      subject: `Your ${appName} receipt: ${fare} (ride ${rideId.slice(0, 8)})`,
      preheader: `${fare} — your ride with ${receipt.driverName}`,
      heading: `Your ${appName} receipt`,
      paragraphs: [
        `Hello ${receipt.riderName}, thank you for riding with ${appName}.`,
        ...receiptLines(receipt),
      ],
    }));
  } catch (error) {
    app.log.error({ err: error, rideId }, 'receipt e-mail failed');
  }
}
