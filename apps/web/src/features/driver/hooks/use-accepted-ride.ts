// The accepted-ride panel's state: browser storage is
// the source of truth, re-read every 3 s (so another tab's change shows up), and checked against the server
// once on load with GET /api/status/:id — a ride that ended meanwhile is cleared.
import { DRIVER_STORED_RIDE_CHECK_MS, type RideStatus } from '@waka/shared';
import { useCallback, useEffect, useState } from 'react';
import { i18n } from '../../../i18n/i18n';
import { ApiError } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { getRideStatus } from '../../rides/api/get-ride-status';
import {
  type AcceptedRide,
  type AcceptedRideStatus,
  clearAcceptedRide,
  readAcceptedRide,
  saveAcceptedRide,
} from '../lib/accepted-ride';

// The keys (driver namespace) of what a driver is told when the stored ride ended meanwhile.
type EndedKey = 'lastRideCompleted' | 'riderCancelledRide' | 'closedAsNoShow' | 'noLongerAvailable';
const ENDED_MESSAGES: Partial<Record<RideStatus, EndedKey>> = {
  completed: 'lastRideCompleted',
  cancelled: 'riderCancelledRide',
  no_show: 'closedAsNoShow',
  expired: 'noLongerAvailable',
  rejected: 'noLongerAvailable',
};
function endedMessage(status: RideStatus): string | undefined {
  const key = ENDED_MESSAGES[status];
  return key ? i18n.t(key, { ns: 'driver' }) : undefined;
}

function sameRide(a: AcceptedRide | null, b: AcceptedRide | null): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

export interface AcceptedRideState {
  ride: AcceptedRide | null;
  save(ride: AcceptedRide): void;
  setStatus(status: AcceptedRideStatus): void;
  clear(): void;
  /** Applies a status seen elsewhere (a live event, the server): ends or updates the stored ride. */
  applyServerStatus(rideId: string, status: RideStatus): void;
}

export function useAcceptedRide(): AcceptedRideState {
  const [ride, setRide] = useState<AcceptedRide | null>(readAcceptedRide);

  const save = useCallback((next: AcceptedRide) => {
    saveAcceptedRide(next);
    setRide(next);
  }, []);
  const clear = useCallback(() => {
    clearAcceptedRide();
    setRide(null);
  }, []);
  const setStatus = useCallback((status: AcceptedRideStatus) => {
    const stored = readAcceptedRide();
    if (!stored) return;
    const next = { ...stored, rideStatus: status };
    saveAcceptedRide(next);
    setRide(next);
  }, []);

  const applyServerStatus = useCallback(
    (rideId: string, status: RideStatus) => {
      const stored = readAcceptedRide();
      if (!stored || stored.rideRequestId !== rideId) return;
      if (status === 'accepted' || status === 'in_progress') {
        if (stored.rideStatus !== status) setStatus(status);
        return;
      }
      const message = endedMessage(status);
      if (message) {
        clear();
        toast(message, { id: `ride-ended-${rideId}` });
      }
    },
    [clear, setStatus],
  );

  useEffect(() => {
    const timer = setInterval(() => {
      const stored = readAcceptedRide();
      setRide((current) => (sameRide(current, stored) ? current : stored));
    }, DRIVER_STORED_RIDE_CHECK_MS);
    return () => clearInterval(timer);
  }, []);

  useEffect(() => {
    const stored = readAcceptedRide();
    if (!stored) return;
    getRideStatus(stored.rideRequestId)
      .then((answer) => applyServerStatus(stored.rideRequestId, answer.status))
      .catch((error: unknown) => {
        // A ride the server no longer knows (or not for this driver) cannot be continued.
        if (error instanceof ApiError && (error.status === 404 || error.status === 403)) {
          clear();
          toast(i18n.t('noLongerAvailable', { ns: 'driver' }), { id: `ride-ended-${stored.rideRequestId}` });
        } else console.warn('ride status check failed', error);
      });
  }, [applyServerStatus, clear]);

  return { ride, save, setStatus, clear, applyServerStatus };
}
