// POST /api/rides/{id}/sos {latitude, longitude, note?}: either party of the ride.
import { type AnswerOf, type BodyOf, endpoint, request } from '../../../lib/api-client';

const sosCall = endpoint('POST', '/api/rides/:id/sos', 'signed-in');

export function sendSos(rideId: string, body: BodyOf<typeof sosCall>): Promise<AnswerOf<typeof sosCall>> {
  return request(sosCall, { params: { id: rideId }, body });
}
