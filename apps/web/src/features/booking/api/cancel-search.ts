// POST /api/cancelrequest: the rider stops the search for the nearest driver.
import { type AnswerOf, endpoint, request } from '../../../lib/api-client';

const cancelRequestCall = endpoint('POST', '/api/cancelrequest', 'signed-in');

export function cancelSearch(rideId: string): Promise<AnswerOf<typeof cancelRequestCall>> {
  return request(cancelRequestCall, { body: { rideRequestId: rideId } });
}
