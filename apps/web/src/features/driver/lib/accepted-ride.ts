// The accepted ride kept in browser storage as `acceptedRide` so a reload restores the panel.
import type { GeoPoint } from '@waka/shared';
import { storage } from '../../../lib/storage';
import type { IncomingRideRequest } from '../api/get-incoming-rides';

export type AcceptedRideStatus = 'accepted' | 'in_progress';

export interface AcceptedRide {
  rideRequestId: string;
  riderName: string;
  riderPhoneNumber: string;
  pickupAddress: string;
  /** For "Navigate to pickup" (absent in rides stored by older versions). */
  pickupLocation?: GeoPoint;
  destinationAddress: string;
  fare: number;
  commission: number;
  notes: string;
  rideStatus: AcceptedRideStatus;
}

export function toAcceptedRide(request: IncomingRideRequest): AcceptedRide {
  return {
    rideRequestId: request.rideRequestId,
    riderName: request.rider?.name ?? 'Rider',
    riderPhoneNumber: request.rider?.phoneNumber ?? '',
    pickupAddress: request.pickupAddress ?? '',
    pickupLocation: request.pickupLocation,
    destinationAddress: request.destinationAddress ?? '',
    fare: request.fare,
    commission: request.commission,
    notes: request.notes ?? '',
    rideStatus: 'accepted',
  };
}

function isAcceptedRide(value: unknown): value is AcceptedRide {
  const ride = value as Partial<AcceptedRide> | null;
  return (
    !!ride &&
    typeof ride.rideRequestId === 'string' &&
    ride.rideRequestId !== '' &&
    (ride.rideStatus === 'accepted' || ride.rideStatus === 'in_progress')
  );
}

/** The stored ride, or null (a malformed value is treated as none). */
export function readAcceptedRide(): AcceptedRide | null {
  const value = storage.getJson<unknown>('acceptedRide');
  return isAcceptedRide(value) ? value : null;
}

export function saveAcceptedRide(ride: AcceptedRide): void {
  storage.setJson('acceptedRide', ride);
}

export function clearAcceptedRide(): void {
  storage.remove('acceptedRide');
}
