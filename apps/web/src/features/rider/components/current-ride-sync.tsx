// Mounted under every signed-in screen: keeps the one current-ride query fresh from the live `ride.status`
// events and copies it into the stored ride, so a ride completed or cancelled by the driver while the rider is
// on another page (or on another device) is reflected without a reload.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useSession } from '../../../lib/role';
import { storage } from '../../../lib/storage';
import { useLiveEvents } from '../../live-events';
import { rideStatusQueryKey } from '../../rides/api/get-ride-status';
import { currentRideQueryKey, useCurrentRideQuery } from '../api/get-current-ride';
import { readStoredRide, syncStoredRide } from '../lib/ride-storage';

export function CurrentRideSync() {
  useLocation(); // re-evaluate the signed-in check on every navigation (sign-in and sign-out move pages)
  const session = useSession();
  const enabled = session.isSignedIn && !session.isVehicleRole;
  const queryClient = useQueryClient();
  const { isLive } = useLiveEvents(
    { 'ride.status': () => void queryClient.invalidateQueries({ queryKey: currentRideQueryKey }) },
    { enabled },
  );
  const current = useCurrentRideQuery({ enabled, isLive });
  const ride = current.data?.ride;

  useEffect(() => {
    const userId = storage.get('userId');
    if (!enabled || !current.isSuccess || !userId) return;
    // The ride screen follows its ride itself and ends it with its own message (and the rating prompt):
    // a ride it is watching is left to it.
    const { rideId } = readStoredRide();
    const isWatched =
      !ride &&
      rideId !== null &&
      (queryClient
        .getQueryCache()
        .find({ queryKey: rideStatusQueryKey(rideId) })
        ?.getObserversCount() ?? 0) > 0;
    if (!isWatched) syncStoredRide(ride ?? null, userId);
  }, [enabled, current.isSuccess, ride, queryClient]);

  return null;
}
