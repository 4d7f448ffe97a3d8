// POST /api/cancelrequest; a 404 means the ride is gone already.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { currentRideQueryKey } from './get-current-ride';

export function cancelRideRequest(rideRequestId: string): Promise<unknown> {
  return apiRequest('/api/cancelrequest', { method: 'POST', body: { rideRequestId } });
}

export function useCancelRideRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelRideRequest,
    onSettled: () => queryClient.invalidateQueries({ queryKey: currentRideQueryKey }),
  });
}
