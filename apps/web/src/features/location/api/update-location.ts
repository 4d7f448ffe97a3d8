// PUT /api/rider/updatelocation {latitude, longitude}: the user's position, pushed after login and by the
// driver's dashboard so nearby searches find them.
import type { GeoPoint } from '@waka/shared';
import { type AnswerOf, endpoint, request } from '../../../lib/api-client';

const updateLocationCall = endpoint('PUT', '/api/rider/updatelocation', 'signed-in');

export function updateLocation(point: GeoPoint): Promise<AnswerOf<typeof updateLocationCall>> {
  return request(updateLocationCall, { body: { latitude: point.latitude, longitude: point.longitude } });
}
