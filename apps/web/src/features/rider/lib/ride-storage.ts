// The ride kept in the browser (spec §3 'Ride details kept locally') and the keys that go with it:
// rideDetails, riderId (the ride id answered by POST /api/requestride), rideRequestId, fareEstimate.
import type { ClientRideStatus } from '@waka/shared';
import { storage } from '../../../lib/storage';
import type { VehicleType } from './nearby-person';

export interface RideDetails {
  drivers_name: string;
  drivers_phoneNumber: string;
  locate: string;
  driverId: string;
  destination_latitude: number;
  destination_longitude: number;
  destination_name: string;
  preferredType: VehicleType;
  rideStatus: ClientRideStatus;
  userId: string;
  /** The chosen person's position, for the map (not in spec §3, harmless extra). */
  driver_latitude?: number;
  driver_longitude?: number;
  notes?: string;
}

export function readRideDetails(): RideDetails | null {
  return storage.getJson<RideDetails>('rideDetails');
}

export function saveRideDetails(details: RideDetails): void {
  storage.setJson('rideDetails', details);
}

export function updateRideStatus(status: ClientRideStatus): void {
  const details = readRideDetails();
  if (details) saveRideDetails({ ...details, rideStatus: status });
}

export function readRideId(): string | null {
  return storage.get('riderId') ?? storage.get('rideRequestId');
}

export function readFareEstimate(): number | null {
  const fare = Number(storage.get('fareEstimate'));
  return storage.get('fareEstimate') !== null && Number.isFinite(fare) ? fare : null;
}

/** Spec §4: cancel, completion and a ride of another user clear the local ride state. */
export function clearRideState(): void {
  storage.remove('rideDetails', 'riderId', 'rideRequestId', 'fareEstimate');
}

/** Spec §2 'Ride In Progress': a stored ride of the current user whose status is not pending. */
export function hasRideInProgress(): boolean {
  const details = readRideDetails();
  const userId = storage.get('userId');
  return !!details && !!userId && details.userId === userId && details.rideStatus !== 'pending';
}
