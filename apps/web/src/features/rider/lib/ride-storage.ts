// The rider's ride as this browser keeps it, under the names earlier versions of the app read and still read:
// rideDetails (the chosen person, the destination and the status), riderId and rideRequestId (both the ride
// id answered by POST /api/requestride) and fareEstimate. Screens do not read these keys: they use
// useCurrentRide(), which re-renders on every change announced here.
import type { ClientRideStatus, CurrentRide } from '@waka/shared';
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
  /** The chosen person's position, for the map (an extra the older readers ignore). */
  driver_latitude?: number;
  driver_longitude?: number;
  notes?: string;
}

export interface StoredRide {
  details: RideDetails | null;
  /** Set once the request was sent. */
  rideId: string | null;
  fare: number | null;
}

const listeners = new Set<() => void>();
let lastRaw: string | null = null;
let snapshot: StoredRide = { details: null, rideId: null, fare: null };

/** The stored ride; the same object until one of its keys changes (safe for useSyncExternalStore). */
export function readStoredRide(): StoredRide {
  const keys = [storage.get('rideDetails'), storage.get('riderId') ?? storage.get('rideRequestId')];
  const fareText = storage.get('fareEstimate');
  const raw = JSON.stringify([...keys, fareText]);
  if (raw === lastRaw) return snapshot;
  lastRaw = raw;
  const fare = Number(fareText);
  snapshot = {
    details: storage.getJson<RideDetails>('rideDetails'),
    rideId: keys[1] ?? null,
    fare: fareText !== null && Number.isFinite(fare) ? fare : null,
  };
  return snapshot;
}

export function subscribeStoredRide(onChange: () => void): () => void {
  listeners.add(onChange);
  return () => {
    listeners.delete(onChange);
  };
}

/** Writes the given parts (null removes one) and tells every screen showing the ride. */
export function writeStoredRide(change: Partial<StoredRide>): void {
  if (change.details !== undefined) {
    if (change.details) storage.setJson('rideDetails', change.details);
    else storage.remove('rideDetails');
  }
  if (change.rideId !== undefined) {
    if (change.rideId) {
      storage.set('riderId', change.rideId);
      storage.set('rideRequestId', change.rideId);
    } else storage.remove('riderId', 'rideRequestId');
  }
  if (change.fare !== undefined) {
    if (change.fare !== null) storage.set('fareEstimate', String(change.fare));
    else storage.remove('fareEstimate');
  }
  for (const notify of listeners) notify();
}

/** Cancel, completion and a ride of another user clear the local ride state. */
export function clearRideState(): void {
  writeStoredRide({ details: null, rideId: null, fare: null });
}

/** A stored ride of this user that was sent (its status is no longer the draft's 'pending'). */
export function hasRideInProgress(ride: StoredRide, userId: string | null): boolean {
  return (
    !!ride.details && !!userId && ride.details.userId === userId && ride.details.rideStatus !== 'pending'
  );
}

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
    rideStatus: ride.status,
    userId,
    notes: ride.notes,
  };
}

/**
 * Brings the stored ride in line with the server's open ride (another device, or a change made while this one
 * was away). A ride chosen but not yet sent is the rider's draft, not a server ride: it is kept.
 */
export function syncStoredRide(ride: CurrentRide | null, userId: string): void {
  const stored = readStoredRide();
  if (!ride) {
    if (stored.details && stored.details.rideStatus !== 'pending') clearRideState();
    return;
  }
  if (!stored.details || stored.rideId !== ride._id)
    writeStoredRide({ details: rideDetailsFromServer(ride, userId), rideId: ride._id, fare: ride.fare });
  else if (stored.details.rideStatus !== ride.status)
    writeStoredRide({ details: { ...stored.details, rideStatus: ride.status } });
}
