// GET /api/zones/my-position: the no-bikes zone the biker stands in, if any (docs/zones.md). Asked again when
// the position moves and with each location push.
import { useQuery } from '@tanstack/react-query';
import { DRIVER_LOCATION_PUSH_MS, type GeoPoint, type ZoneRestriction } from '@waka/shared';
import { apiRequest } from '../../../lib/api-client';

export function getZoneNotice(at: GeoPoint | null): Promise<{ restriction: ZoneRestriction | null }> {
  return apiRequest('/api/zones/my-position', {
    query: at ? { latitude: at.latitude, longitude: at.longitude } : undefined,
  });
}

export function useZoneNotice(at: GeoPoint | null, enabled: boolean) {
  return useQuery({
    queryKey: ['zones', 'my-position', at?.latitude.toFixed(5), at?.longitude.toFixed(5)],
    queryFn: () => getZoneNotice(at),
    enabled,
    refetchInterval: DRIVER_LOCATION_PUSH_MS,
  });
}
