// Accept, Decline, Start Ride, Complete Ride and the no-show report, with their alerts. A request that another action made stale (the rider cancelled, it expired, another tab acted)
// answers 404 or 409: it leaves the list with a clear message instead of an error.
import { i18n } from '../../../i18n/i18n';
import { ApiError } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { getRideStatus } from '../../rides/api/get-ride-status';
import { savePendingRating } from '../../safety';
import type { IncomingRideRequest } from '../api/get-incoming-rides';
import { type RideAction, type RideActionInput, useRideAction } from '../api/ride-actions';
import { toAcceptedRide } from '../lib/accepted-ride';
import type { AcceptedRideState } from './use-accepted-ride';
import type { IncomingRequests } from './use-incoming-requests';

// The alerts' keys in the driver namespace; the texts are read when shown, in the language on screen.
const TEXT = {
  accept: { ok: 'accepted', failed: 'acceptFailed' },
  decline: { ok: 'declined', failed: 'declineFailed' },
  start: { ok: 'started', failed: 'startFailed' },
  complete: { ok: 'completed', failed: 'completeFailed' },
  noShow: { ok: 'noShowReported', failed: 'noShowFailed' },
} as const satisfies Record<RideAction, { ok: string; failed: string }>;

const say = (key: (typeof TEXT)[RideAction]['ok' | 'failed'] | 'noLongerAvailable') =>
  i18n.t(key, { ns: 'driver' });

/**
 * True when the request itself is gone: 404, or 409 because it expired or is no longer waiting. A 409 for
 * the driver's own state (low balance, another active ride) is a real failure and keeps the request listed.
 */
async function isStaleRequest(error: unknown, rideRequestId: string): Promise<boolean> {
  if (!(error instanceof ApiError)) return false;
  if (error.status === 404) return true;
  if (error.status !== 409) return false;
  if (error.code === 'ride_expired') return true;
  const answer = await getRideStatus(rideRequestId).catch(() => null);
  return answer !== null && answer.status !== 'requested';
}

/** The action's failure text, followed by the server's reason when it gave one (e.g. a low balance). */
function failureText(action: RideAction, error: unknown): string {
  const base = say(TEXT[action].failed);
  if (error instanceof ApiError && (error.isServerMessage || error.status === 0))
    return `${base} ${error.message}`;
  return base;
}

function idOf(input: RideActionInput | null | undefined): string | null {
  if (!input) return null;
  return typeof input === 'string' ? input : input.rideRequestId;
}

export function useRideActions({
  incoming,
  acceptedRide,
}: {
  incoming: IncomingRequests;
  acceptedRide: AcceptedRideState;
}) {
  const accept = useRideAction('accept');
  const decline = useRideAction('decline');
  const start = useRideAction('start');
  const complete = useRideAction('complete');
  const noShow = useRideAction('noShow');

  async function onAccept(request: IncomingRideRequest) {
    try {
      await accept.mutateAsync(request.rideRequestId);
      acceptedRide.save(toAcceptedRide(request));
      incoming.remove(request.rideRequestId);
      toast.success(say(TEXT.accept.ok));
    } catch (error) {
      if (await isStaleRequest(error, request.rideRequestId)) {
        incoming.remove(request.rideRequestId);
        toast(say('noLongerAvailable'));
      } else toast.error(failureText('accept', error));
    }
  }

  async function onDecline(request: IncomingRideRequest) {
    try {
      await decline.mutateAsync(request.rideRequestId);
      incoming.remove(request.rideRequestId);
      toast.success(say(TEXT.decline.ok));
    } catch (error) {
      if (await isStaleRequest(error, request.rideRequestId)) {
        incoming.remove(request.rideRequestId);
        toast(say('noLongerAvailable'));
      } else toast.error(failureText('decline', error));
    }
  }

  /** Start, Complete and no-show act on the stored ride; a conflict means the server moved on. */
  async function onRideStep(action: 'start' | 'complete' | 'noShow', pin?: string) {
    const ride = acceptedRide.ride;
    if (!ride) return;
    const mutation = { start, complete, noShow }[action];
    try {
      await mutation.mutateAsync(pin ? { rideRequestId: ride.rideRequestId, pin } : ride.rideRequestId);
      if (action === 'start') acceptedRide.setStatus('in_progress');
      else acceptedRide.clear(); // completing clears the stored accepted ride
      if (action === 'complete') savePendingRating({ rideId: ride.rideRequestId, name: ride.riderName });
      toast.success(say(TEXT[action].ok));
    } catch (error) {
      toast.error(failureText(action, error));
      if (error instanceof ApiError && (error.status === 404 || error.status === 409)) {
        const answer = await getRideStatus(ride.rideRequestId).catch(() => null);
        if (answer) acceptedRide.applyServerStatus(ride.rideRequestId, answer.status);
        else if (error instanceof ApiError && error.status === 404) acceptedRide.clear();
      }
    }
  }

  return {
    onAccept,
    onDecline,
    onStart: (pin?: string) => onRideStep('start', pin),
    onComplete: () => onRideStep('complete'),
    onNoShow: () => onRideStep('noShow'),
    pendingId: idOf(accept.isPending ? accept.variables : decline.isPending ? decline.variables : null),
    isStarting: start.isPending,
    isCompleting: complete.isPending,
    isReportingNoShow: noShow.isPending,
  };
}
