// PUT /api/rider/updatelocation (spec §7): the user's browser position after login.
import { apiRequest } from '../../../lib/api-client';
import type { LatLng } from '../../../lib/user-location';

export function updateLocation(location: LatLng): Promise<unknown> {
  return apiRequest('/api/rider/updatelocation', { method: 'PUT', body: location });
}
