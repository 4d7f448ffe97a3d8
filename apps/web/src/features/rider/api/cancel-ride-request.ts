// POST /api/cancelrequest (spec §7); a 404 means the ride is gone already (spec §8 Cancel).
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export function cancelRideRequest(rideRequestId: string): Promise<unknown> {
  return apiRequest('/api/cancelrequest', { method: 'POST', body: { rideRequestId } });
}

export function useCancelRideRequest() {
  return useMutation({ mutationFn: cancelRideRequest });
}
