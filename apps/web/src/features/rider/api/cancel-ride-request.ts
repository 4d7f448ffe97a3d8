// POST /api/cancelrequest; a 404 means the ride is gone already.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type AnswerOf, endpoint, request } from '../../../lib/api-client';
import { currentRideQueryKey } from './get-current-ride';

const cancelRequestCall = endpoint('POST', '/api/cancelrequest', 'signed-in');

export function cancelRideRequest(rideRequestId: string): Promise<AnswerOf<typeof cancelRequestCall>> {
  return request(cancelRequestCall, { body: { rideRequestId } });
}

export function useCancelRideRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelRideRequest,
    onSettled: () => queryClient.invalidateQueries({ queryKey: currentRideQueryKey }),
  });
}
