// POST /api/acceptride {rideRequestId}: the addressed driver takes the request.
import { endpoint, request } from '../../../lib/api-client';

const call = endpoint('POST', '/api/acceptride', 'signed-in');

export function acceptRide(rideRequestId: string) {
  return request(call, { body: { rideRequestId } });
}
