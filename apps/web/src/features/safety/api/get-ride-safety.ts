// The safety fields of GET /api/status/{id}: vehicle, photo, rating and PIN for the rider; whether the PIN
// is needed and when a no-show may be reported for the driver. Refreshed when the ride's status changes.

import { useQuery } from '@tanstack/react-query';
import { getRideStatus } from '../../rides/api/get-ride-status';

export function useRideSafety(rideId: string | null, status: string) {
  return useQuery({
    queryKey: ['ride-safety', rideId, status],
    queryFn: () => getRideStatus(rideId ?? ''),
    enabled: !!rideId && ['accepted', 'in_progress', 'completed'].includes(status),
    staleTime: 30_000,
    // The card stays put while the next status's answer loads (no layout jump under a finger).
    // Never another ride's answer: that would show an old PIN.
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[1] === rideId ? previous : undefined,
  });
}
