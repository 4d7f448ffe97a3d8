// Every ride transition leaves a trace in the same transaction: a ride_events row, a notification
// to the party who did not act (in their language), and a live `ride.status` event to both parties.
import { koboToNaira, type Language, personWord, type RideStatus, type VehicleType } from '@waka/shared';
import { inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { rideEvents, type rides, users } from '../../db/schema';
import { publishEvent } from '../../events/bus';
import { createNotification } from '../notifications/service';

export type RideRow = typeof rides.$inferSelect;

interface Party {
  id: string;
  name: string;
  phoneNumber: string;
  /** The language this party's notices are written in. */
  language: Language;
}

/** Statuses in which the rider may see the driver's phone number ("On accepted the phone is revealed"). */
export const PHONE_VISIBLE_STATUSES: readonly string[] = ['accepted', 'in_progress', 'completed'];

export async function loadParties(db: DbOrTx, ride: RideRow): Promise<{ rider: Party; driver: Party }> {
  const rows = await db
    .select({ id: users.id, name: users.name, phoneNumber: users.phoneNumber, language: users.language })
    .from(users)
    .where(inArray(users.id, [ride.riderId, ride.driverId]));
  const find = (id: string) => rows.find((row) => row.id === id)!;
  return { rider: find(ride.riderId), driver: find(ride.driverId) };
}

/** The ride's vehicle type; the column holds 'driver' or 'biker'. */
export function vehicleTypeOf(ride: Pick<RideRow, 'vehicleType'>): VehicleType {
  return ride.vehicleType === 'biker' ? 'biker' : 'driver';
}

/** What a rider is told when their waiting request ends because the driver or bike rider cannot take it. */
export const driverGoneNotice = {
  offline: (ride: Pick<RideRow, 'vehicleType'>) => choose(ride, (w) => `Your ${w} went offline.`),
  busy: (ride: Pick<RideRow, 'vehicleType'>) => choose(ride, (w) => `Your ${w} just took another ride.`),
  unavailable: (ride: Pick<RideRow, 'vehicleType'>) =>
    choose(ride, (w) => `Your ${w} can no longer take rides just now.`),
};

function choose(ride: Pick<RideRow, 'vehicleType'>, what: (word: string) => string): string {
  const word = personWord(vehicleTypeOf(ride));
  return `${what(word)} Please choose another ${word}.`;
}

/** Who is told, and what, for each transition. */
function describe(ride: RideRow, to: RideStatus, parties: { rider: Party; driver: Party }) {
  const { rider, driver } = parties;
  switch (to) {
    case 'requested':
      return {
        to: driver.id,
        message: `New ride request from ${rider.name}: ${ride.pickupName} to ${ride.destinationName} (₦${koboToNaira(ride.fareKobo)}).`,
      };
    case 'accepted':
      return { to: rider.id, message: `${driver.name} accepted your ride request.` };
    case 'rejected':
      return { to: rider.id, message: `${driver.name} declined your ride request.` };
    case 'in_progress':
      return { to: rider.id, message: `Your ride with ${driver.name} has started.` };
    case 'completed':
      return {
        to: rider.id,
        message: `Your ride with ${driver.name} is complete. Thank you for riding with us.`,
      };
    case 'cancelled':
      return { to: driver.id, message: `${rider.name} cancelled the ride request.` };
    case 'expired':
      return {
        to: rider.id,
        message: `Your ride request expired: ${driver.name} did not answer in time. Please choose another ${personWord(vehicleTypeOf(ride))}.`,
      };
    case 'no_show':
      return { to: rider.id, message: `${driver.name} reported that you did not come to the pickup point.` };
  }
}

export async function recordTransition(
  db: DbOrTx,
  input: { ride: RideRow; from: RideStatus | null; actorId: string | null; message?: string },
): Promise<void> {
  const { ride } = input;
  const to = ride.status;
  await db
    .insert(rideEvents)
    .values({ rideId: ride.id, fromStatus: input.from, toStatus: to, actorId: input.actorId });
  const parties = await loadParties(db, ride);
  const notice = describe(ride, to, parties);
  const reader = notice.to === parties.rider.id ? parties.rider : parties.driver;
  await createNotification(db, {
    userId: notice.to,
    message: input.message ?? notice.message,
    language: reader.language,
    rideId: ride.id,
  });
  const showPhone = PHONE_VISIBLE_STATUSES.includes(to);
  await publishEvent(db, {
    userId: ride.riderId,
    type: 'ride.status',
    payload: {
      rideId: ride.id,
      status: to,
      ...(showPhone ? { driverPhoneNumber: parties.driver.phoneNumber } : {}),
    },
  });
  await publishEvent(db, {
    userId: ride.driverId,
    type: 'ride.status',
    payload: { rideId: ride.id, status: to },
  });
}
