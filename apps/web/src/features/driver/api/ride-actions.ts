// The driver's ride actions (accept, decline, start, complete, no-show), one fetcher per file, and the one
// mutation hook the dashboard uses for each.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { walletBalanceQueryKey } from '../../wallet/api/get-wallet-balance';
import { acceptRide } from './accept-ride';
import { completeRide } from './complete-ride';
import { declineRide } from './decline-ride';
import { incomingRidesQueryKey } from './get-incoming-rides';
import { reportNoShow } from './report-no-show';
import { startRide } from './start-ride';

export type RideAction = 'accept' | 'decline' | 'start' | 'complete' | 'noShow';

/** Start may carry the rider's PIN; every other action sends {rideRequestId}. */
export type RideActionInput = string | Parameters<typeof startRide>[0];

const SEND = { accept: acceptRide, decline: declineRide, complete: completeRide, noShow: reportNoShow };

export function postRideAction(action: RideAction, input: RideActionInput) {
  const body = typeof input === 'string' ? { rideRequestId: input } : input;
  return action === 'start' ? startRide(body) : SEND[action](body.rideRequestId);
}

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
