// POST /api/completeride {rideRequestId}: the ride is over; the commission is debited.
import { endpoint, request } from '../../../lib/api-client';

const call = endpoint('POST', '/api/completeride', 'signed-in');

export function completeRide(rideRequestId: string) {
  return request(call, { body: { rideRequestId } });
}
