// POST /api/startride {rideRequestId, pin?}: the ride starts, with the rider's PIN when the ride needs one.
import { type BodyOf, endpoint, request } from '../../../lib/api-client';

const call = endpoint('POST', '/api/startride', 'signed-in');

export function startRide(body: BodyOf<typeof call>) {
  return request(call, { body });
}
