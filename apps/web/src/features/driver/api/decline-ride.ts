// POST /api/rejectride {rideRequestId}: the driver declines the request (Decline).
import { endpoint, request } from '../../../lib/api-client';

const call = endpoint('POST', '/api/rejectride', 'signed-in');

export function declineRide(rideRequestId: string) {
  return request(call, { body: { rideRequestId } });
}
