// React access to the live stream of GET /api/events. Usage:
//
//   const { status, isLive } = useLiveEvents({
//     'ride.status': (event) => setStatus(event.status),
//     'wallet.balance': ({ walletBalance }) => setBalance(walletBalance),
//   });
//   // poll as a fallback while !isLive
//
// Handlers may be inline functions: the latest ones are called, the connection is not reopened on render.
// Pass `{ enabled: false }` to stay unsubscribed (e.g. before a ride exists).
import { useEffect, useRef, useState } from 'react';
import { subscribeLiveEvents } from './live-connection';
import type { LiveEventHandlers, LiveEventsStatus } from './live-event-types';

export interface UseLiveEventsResult {
  status: LiveEventsStatus;
  /** True while the stream is open; when false, fall back to polling. */
  isLive: boolean;
}

export function useLiveEvents(
  handlers: LiveEventHandlers,
  options: { enabled?: boolean } = {},
): UseLiveEventsResult {
  const { enabled = true } = options;
  const handlersRef = useRef(handlers);
  handlersRef.current = handlers;
  const [status, setStatus] = useState<LiveEventsStatus>('connecting');

  useEffect(() => {
    if (!enabled) {
      setStatus('unavailable');
      return;
    }
    return subscribeLiveEvents((name, data) => {
      const handler = handlersRef.current[name] as ((payload: typeof data) => void) | undefined;
      handler?.(data);
    }, setStatus);
  }, [enabled]);

  return { status, isLive: status === 'open' };
}
