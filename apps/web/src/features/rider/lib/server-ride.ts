// The server's current ride as the browser-stored ride (rideDetails, riderId, rideRequestId, fareEstimate):
// the stored copy is only a persistence detail, rewritten from the server so a second device or a page opened
// later shows the same ride.
import type { CurrentRide } from '@waka/shared';
import { storage } from '../../../lib/storage';
import {
  clearRideState,
  type RideDetails,
  readRideDetails,
  readRideId,
  saveRideDetails,
} from './ride-storage';

export function rideDetailsFromServer(ride: CurrentRide, userId: string): RideDetails {
  return {
    drivers_name: ride.driverName,
    drivers_phoneNumber: ride.driverPhoneNumber ?? '',
    locate: ride.pickupLocationName,
    driverId: ride.driverId,
    destination_latitude: ride.destinationLocation.latitude,
    destination_longitude: ride.destinationLocation.longitude,
    destination_name: ride.destinationLocationName,
    preferredType: ride.preferredType,
    rideStatus: ride.status as RideDetails['rideStatus'],
    userId,
    notes: ride.notes,
  };
}

/** Brings the stored ride in line with the server's answer. */
export function syncStoredRide(ride: CurrentRide | null): void {
  const userId = storage.get('userId');
  if (!userId) return;
  const stored = readRideDetails();
  if (!ride) {
    // A ride chosen but not yet sent ('pending') is the rider's draft, not a server ride: keep it.
    if (stored && stored.rideStatus !== 'pending') clearRideState();
    return;
  }
  if (!stored || readRideId() !== ride._id) {
    saveRideDetails(rideDetailsFromServer(ride, userId));
    storage.set('riderId', ride._id);
    storage.set('rideRequestId', ride._id);
    storage.set('fareEstimate', String(ride.fare));
  } else if (stored.rideStatus !== ride.status) {
    saveRideDetails({ ...stored, rideStatus: ride.status as RideDetails['rideStatus'] });
  }
}
