// Spec §4 'Ride status': after a request the rider's screen follows the ride. Live through GET /api/events
// ('ride.status'); while the stream is not open, GET /api/status/:id every 5 s until accepted or rejected.
// Once accepted, a slower refresh keeps the driver's position on the map and notices completion even without
// the stream (docs/decisions/060-rider-status-live-first.md). Any answer is fetched once on (re)open, so a
// change missed while away is caught.
import { RIDE_STATUS_POLL_MS } from '@waka/shared';
import { useEffect, useRef } from 'react';
import { ApiError } from '../../../lib/api-client';
import { type RideStatusEvent, useLiveEvents } from '../../live-events';
import { getRideStatus, type RideStatusAnswer } from '../api/get-ride-status';

export const DRIVER_POSITION_REFRESH_MS = 10_000;

type Update = RideStatusAnswer | RideStatusEvent;

function isOpenStatus(status: string) {
  return status === 'requested' || status === 'accepted' || status === 'in_progress';
}

export function useRideTracking(rideId: string | null, status: string, onUpdate: (update: Update) => void) {
  const onUpdateRef = useRef(onUpdate);
  onUpdateRef.current = onUpdate;
  const isTracking = !!rideId && isOpenStatus(status);

  const { isLive } = useLiveEvents(
    {
      'ride.status': (event) => {
        if (event.rideId === rideId) onUpdateRef.current(event);
      },
    },
    { enabled: isTracking },
  );

  // Poll interval: 5 s while requested without the stream; the slower position refresh once accepted;
  // nothing after a final status.
  const interval = !isTracking
    ? null
    : status === 'requested'
      ? isLive
        ? null
        : RIDE_STATUS_POLL_MS
      : DRIVER_POSITION_REFRESH_MS;

  useEffect(() => {
    if (!rideId || !isTracking) return;
    const controller = new AbortController();
    let timer: ReturnType<typeof setInterval> | null = null;
    const poll = async () => {
      try {
        onUpdateRef.current(await getRideStatus(rideId, controller.signal));
      } catch (error) {
        if ((error as Error).name === 'AbortError') return;
        console.error('GET /api/status failed', error);
        // Spec §4: polling stops on error; a dropped connection (status 0) is retried, not an error answer.
        if (error instanceof ApiError && error.status !== 0 && timer) clearInterval(timer);
      }
    };
    void poll();
    if (interval !== null) timer = setInterval(poll, interval);
    return () => {
      controller.abort();
      if (timer) clearInterval(timer);
    };
  }, [rideId, isTracking, interval]);

  return { isLive };
}
