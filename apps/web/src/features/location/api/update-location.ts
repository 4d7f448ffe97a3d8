// PUT /api/rider/updatelocation {latitude, longitude}: the user's position, pushed after login and by the
// driver's dashboard so nearby searches find them.
import type { GeoPoint } from '@waka/shared';
import { apiRequest } from '../../../lib/api-client';

export function updateLocation(point: GeoPoint): Promise<unknown> {
  return apiRequest('/api/rider/updatelocation', {
    method: 'PUT',
    body: { latitude: point.latitude, longitude: point.longitude },
  });
}
