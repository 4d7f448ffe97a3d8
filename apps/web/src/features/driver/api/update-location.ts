// PUT /api/rider/updatelocation {latitude, longitude} (spec §7): the driver's position for nearby search.
import { apiRequest } from '../../../lib/api-client';
import type { LatLngPoint } from './get-incoming-rides';

export function updateLocation(point: LatLngPoint): Promise<unknown> {
  return apiRequest('/api/rider/updatelocation', {
    method: 'PUT',
    body: { latitude: point.latitude, longitude: point.longitude },
  });
}
