// GET /api/rides/:id/driver-position: the driver's position and ETA (to the pickup, then to the destination).
import { type AnswerOf, endpoint, request } from '../../../lib/api-client';

const driverPositionCall = endpoint('GET', '/api/rides/:id/driver-position', 'signed-in');

export function getDriverPosition(rideId: string): Promise<AnswerOf<typeof driverPositionCall>> {
  return request(driverPositionCall, { params: { id: rideId } });
}
