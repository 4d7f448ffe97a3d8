// Mounted under every signed-in screen: keeps the one current-ride query fresh from the live `ride.status`
// events and mirrors it into the stored ride, so a ride completed or cancelled by the driver while the rider is
// on another page (or on another device) is reflected without a reload.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { getValidToken } from '../../../lib/session';
import { storage } from '../../../lib/storage';
import { useLiveEvents } from '../../live-events';
import { currentRideQueryKey, useCurrentRide } from '../api/get-current-ride';
import { syncStoredRide } from '../lib/server-ride';

function isSignedInRider() {
  const role = storage.get('role');
  return Boolean(getValidToken()) && role !== 'driver' && role !== 'biker';
}

export function CurrentRideSync() {
  useLocation(); // re-evaluate the signed-in check on every navigation (sign-in and sign-out move pages)
  const enabled = isSignedInRider();
  const queryClient = useQueryClient();
  const { isLive } = useLiveEvents(
    { 'ride.status': () => void queryClient.invalidateQueries({ queryKey: currentRideQueryKey }) },
    { enabled },
  );
  const current = useCurrentRide({ enabled, isLive });
  const ride = current.data?.ride;

  useEffect(() => {
    if (enabled && current.isSuccess) syncStoredRide(ride ?? null);
  }, [enabled, current.isSuccess, ride]);

  return null;
}
