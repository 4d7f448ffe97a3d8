// POST /api/requestride → ride._id, stored as riderId (and rideRequestId).

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type AnswerOf, type BodyOf, endpoint, request } from '../../../lib/api-client';
import { currentRideQueryKey } from './get-current-ride';

const requestRideCall = endpoint('POST', '/api/requestride', 'signed-in');

export type RequestRideInput = BodyOf<typeof requestRideCall>;

export function requestRide(input: RequestRideInput): Promise<AnswerOf<typeof requestRideCall>> {
  return request(requestRideCall, { body: input });
}

export function useRequestRide() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestRide,
    onSettled: () => queryClient.invalidateQueries({ queryKey: currentRideQueryKey }),
  });
}
