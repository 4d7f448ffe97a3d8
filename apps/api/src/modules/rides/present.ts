// Database rows → the documented answer shapes (naira, `_id`, {latitude, longitude}).
import { type IncomingRide, koboToNaira, type Ride } from '@waka/shared';
import type { RideRow } from './announce';

export function presentRide(ride: RideRow): Ride {
  return {
    _id: ride.id,
    status: ride.status,
    fare: koboToNaira(ride.fareKobo),
    driverId: ride.driverId,
    riderId: ride.riderId,
    preferredType: ride.vehicleType as Ride['preferredType'],
    pickupLocation: { latitude: ride.pickupLatitude, longitude: ride.pickupLongitude },
    destinationLocation: { latitude: ride.destinationLatitude, longitude: ride.destinationLongitude },
    pickupLocationName: ride.pickupName,
    destinationLocationName: ride.destinationName,
    notes: ride.notes,
    createdAt: ride.createdAt.toISOString(),
    expiresAt: ride.expiresAt.toISOString(),
  };
}

/** The commission the driver will pay at `rate`. */
export function commissionKoboFor(fareKobo: number, rate: number): number {
  return Math.round(fareKobo * rate);
}

/** The fields an offer shows; a requested ride and a "book the nearest" dispatch both have them. */
export type IncomingSource = Pick<
  RideRow,
  | 'id'
  | 'pickupLatitude'
  | 'pickupLongitude'
  | 'destinationLatitude'
  | 'destinationLongitude'
  | 'pickupName'
  | 'destinationName'
  | 'notes'
  | 'fareKobo'
  | 'createdAt'
  | 'expiresAt'
>;

export function presentIncoming(
  ride: IncomingSource,
  rider: { name: string; phoneNumber: string },
  commissionRate: number,
): IncomingRide {
  return {
    rideRequestId: ride.id,
    rider: { name: rider.name, phoneNumber: rider.phoneNumber },
    pickupLocation: { latitude: ride.pickupLatitude, longitude: ride.pickupLongitude },
    destinationLocation: { latitude: ride.destinationLatitude, longitude: ride.destinationLongitude },
    pickupAddress: ride.pickupName,
    destinationAddress: ride.destinationName,
    notes: ride.notes,
    fare: koboToNaira(ride.fareKobo),
    commission: koboToNaira(commissionKoboFor(ride.fareKobo, commissionRate)),
    createdAt: ride.createdAt.toISOString(),
    expiresAt: ride.expiresAt.toISOString(),
  };
}

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** A malformed id names no ride: answer 404 instead of letting Postgres reject the cast. */
export function isUuid(value: string): boolean {
  return UUID_PATTERN.test(value);
}
