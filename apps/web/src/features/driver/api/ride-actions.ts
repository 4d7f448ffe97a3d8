// The driver's ride actions: POST {rideRequestId} to /api/acceptride, /api/rejectride (Decline),
// /api/startride, /api/completeride, and /api/noshow (team contract). One fetcher per call, one shared shape.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type AnswerOf, type BodyOf, endpoint, request } from '../../../lib/api-client';
import { walletBalanceQueryKey } from '../../wallet/api/get-wallet-balance';
import { incomingRidesQueryKey } from './get-incoming-rides';

export type RideAction = 'accept' | 'decline' | 'start' | 'complete' | 'noShow';

const CALLS = {
  accept: endpoint('POST', '/api/acceptride', 'signed-in'),
  decline: endpoint('POST', '/api/rejectride', 'signed-in'),
  start: endpoint('POST', '/api/startride', 'signed-in'),
  complete: endpoint('POST', '/api/completeride', 'signed-in'),
  noShow: endpoint('POST', '/api/noshow', 'signed-in'),
} satisfies Record<RideAction, unknown>;

/** Start may carry the rider's PIN; every other action sends {rideRequestId}. */
export type RideActionInput = string | BodyOf<typeof CALLS.start>;

export function postRideAction(
  action: RideAction,
  input: RideActionInput,
): Promise<AnswerOf<(typeof CALLS)[RideAction]>> {
  const body = typeof input === 'string' ? { rideRequestId: input } : input;
  return request(CALLS[action], { body });
}

export const acceptRide = (id: string) => postRideAction('accept', id);
export const declineRide = (id: string) => postRideAction('decline', id);
export const startRide = (id: string) => postRideAction('start', id);
export const completeRide = (id: string) => postRideAction('complete', id);
export const reportNoShow = (id: string) => postRideAction('noShow', id);

/** A mutation for one action; afterwards the incoming list and (after completion) the balance are fresh. */
export function useRideAction(action: RideAction) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RideActionInput) => postRideAction(action, input),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: incomingRidesQueryKey });
      if (action === 'complete') void queryClient.invalidateQueries({ queryKey: walletBalanceQueryKey });
    },
  });
}
