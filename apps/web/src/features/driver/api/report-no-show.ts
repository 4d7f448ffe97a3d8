// POST /api/noshow {rideRequestId}: the rider never came; the accepted ride is closed.
import { endpoint, request } from '../../../lib/api-client';

const call = endpoint('POST', '/api/noshow', 'signed-in');

export function reportNoShow(rideRequestId: string) {
  return request(call, { body: { rideRequestId } });
}
