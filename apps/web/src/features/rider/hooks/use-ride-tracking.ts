// After a request the rider's screen follows the ride: live through GET /api/events ('ride.status'); while the
// stream is not open, GET /api/status/:id every 5 s until accepted or rejected. Once accepted, a slower
// refresh keeps the driver's position on the map and notices completion even without the stream
// (docs/decisions/060-rider-status-live-first.md). The status is fetched once on (re)open, so a change missed
// while away is caught; an error answer stops the polling, a dropped connection does not.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type ClientRideStatus,
  OPEN_RIDE_STATUSES,
  RIDE_STATUS_POLL_MS,
  type RideStatusResponse,
} from '@waka/shared';
import { ApiError } from '../../../lib/api-client';
import { useLiveEvents } from '../../live-events';
import { rideStatusQueryKey, rideStatusQueryOptions } from '../../rides/api/get-ride-status';

export const DRIVER_POSITION_REFRESH_MS = 10_000;

function isOpenStatus(status: ClientRideStatus) {
  return (OPEN_RIDE_STATUSES as readonly ClientRideStatus[]).includes(status);
}

/** The latest status answer or live event for `rideId` while its stored `status` is open. */
export function useRideTracking(rideId: string | null, status: ClientRideStatus) {
  const queryClient = useQueryClient();
  const isTracking = !!rideId && isOpenStatus(status);

  const { isLive } = useLiveEvents(
    {
      'ride.status': (event) => {
        if (!rideId || event.rideId !== rideId) return;
        queryClient.setQueryData<RideStatusResponse>(rideStatusQueryKey(rideId), (current) => ({
          ...current,
          ...event,
        }));
      },
    },
    { enabled: isTracking },
  );

  const query = useQuery({
    ...rideStatusQueryOptions(rideId ?? ''),
    enabled: isTracking,
    staleTime: 0,
    retry: false,
    refetchIntervalInBackground: true,
    refetchInterval: (current) => {
      const { error } = current.state;
      if (error instanceof ApiError && error.status !== 0) return false;
      if (status !== 'requested') return DRIVER_POSITION_REFRESH_MS;
      return isLive ? false : RIDE_STATUS_POLL_MS;
    },
  });

  return { update: isTracking ? query.data : undefined, isLive };
}
