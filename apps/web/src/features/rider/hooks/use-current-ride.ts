// The rider's current ride for every rider screen: the person and destination chosen, the ride id once the
// request is sent, its status and fare, and the changes a screen may make. The server's open ride decides
// (components/current-ride-sync.tsx copies it in); the browser's copy stands in until the server answers and
// holds the draft before a request is sent.
import type { ClientRideStatus } from '@waka/shared';
import { useSyncExternalStore } from 'react';
import { storage } from '../../../lib/storage';
import { useCurrentRideQuery } from '../api/get-current-ride';
import {
  clearRideState,
  hasRideInProgress,
  type RideDetails,
  readStoredRide,
  subscribeStoredRide,
  writeStoredRide,
} from '../lib/ride-storage';

export function useCurrentRide() {
  const stored = useSyncExternalStore(subscribeStoredRide, readStoredRide, readStoredRide);
  const server = useCurrentRideQuery();
  const serverRide = server.data?.ride ?? null;
  const userId = storage.get('userId');
  const details = stored.details;
  const status: ClientRideStatus = details?.rideStatus ?? 'pending';

  return {
    details,
    /** The stored ride belongs to another account signed in earlier on this browser. */
    isOtherUser: !!details && details.userId !== userId,
    rideId: stored.rideId,
    status,
    fare: stored.fare ?? serverRide?.fare ?? null,
    /** The server's copy: the driver's phone once accepted, the fare of a ride started elsewhere. */
    serverRide,
    /** A sent ride is open: the dashboard shows 'Ride In Progress'. */
    isOpen: server.isSuccess ? serverRide !== null : hasRideInProgress(stored, userId),

    choose,
    markRequested,
    setStatus,
    clear: clearRideState,
  };
}

/** A person was chosen: the draft ride with its estimated fare, not sent yet. */
function choose(draft: RideDetails, fare: number) {
  writeStoredRide({ details: draft, rideId: null, fare });
}

/** The server took the request and answered its id. */
function markRequested(rideId: string, notes: string) {
  const { details } = readStoredRide();
  if (details) writeStoredRide({ details: { ...details, rideStatus: 'requested', notes }, rideId });
}

function setStatus(status: ClientRideStatus) {
  const { details } = readStoredRide();
  if (details) writeStoredRide({ details: { ...details, rideStatus: status } });
}
