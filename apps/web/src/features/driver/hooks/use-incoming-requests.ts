// Incoming ride requests: polled every 30 s and pushed live through
// `ride.incoming` events; a request whose time ran out, or that the rider cancelled, leaves the list.
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { type IncomingRideRequest, incomingRidesQueryKey, useIncomingRides } from '../api/get-incoming-rides';
import { playNewRequestCue } from '../lib/alert-cue';

function isExpired(request: IncomingRideRequest, now: number): boolean {
  return !!request.expiresAt && Date.parse(request.expiresAt) <= now;
}

export interface IncomingRequests {
  requests: IncomingRideRequest[];
  /** The clock the expiry countdown uses (ticks each second while a request can expire). */
  now: number;
  isLoading: boolean;
  isError: boolean;
  /** Adds (or refreshes) a request that arrived live. */
  add(request: IncomingRideRequest): void;
  remove(rideRequestId: string): void;
  has(rideRequestId: string): boolean;
}

export function useIncomingRequests({ enabled }: { enabled: boolean }): IncomingRequests {
  const queryClient = useQueryClient();
  const query = useIncomingRides({ enabled });
  const [now, setNow] = useState(() => Date.now());
  const seen = useRef<Set<string> | null>(null);

  // Tick once a second only while something can expire.
  const hasExpiring = (query.data ?? []).some((request) => request.expiresAt);
  useEffect(() => {
    if (!hasExpiring) return;
    setNow(Date.now()); // `now` is stale after a quiet spell: the first card would show too long a timer
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [hasExpiring]);

  // A cue for each request not seen before, but not for those already waiting when the page opened.
  useEffect(() => {
    if (!query.data) return;
    const ids = query.data.map((request) => request.rideRequestId);
    if (seen.current === null) {
      seen.current = new Set(ids);
      return;
    }
    const fresh = ids.filter((id) => !seen.current!.has(id));
    for (const id of fresh) seen.current.add(id);
    if (fresh.length > 0) playNewRequestCue();
  }, [query.data]);

  const add = useCallback(
    (request: IncomingRideRequest) => {
      queryClient.setQueryData<IncomingRideRequest[]>(incomingRidesQueryKey, (current = []) => [
        ...current.filter((item) => item.rideRequestId !== request.rideRequestId),
        request,
      ]);
    },
    [queryClient],
  );
  const remove = useCallback(
    (rideRequestId: string) => {
      queryClient.setQueryData<IncomingRideRequest[]>(incomingRidesQueryKey, (current = []) =>
        current.filter((item) => item.rideRequestId !== rideRequestId),
      );
    },
    [queryClient],
  );
  const has = useCallback(
    (rideRequestId: string) =>
      (queryClient.getQueryData<IncomingRideRequest[]>(incomingRidesQueryKey) ?? []).some(
        (item) => item.rideRequestId === rideRequestId,
      ),
    [queryClient],
  );

  const requests = enabled ? (query.data ?? []).filter((request) => !isExpired(request, now)) : [];
  return { requests, now, isLoading: enabled && query.isPending, isError: query.isError, add, remove, has };
}
