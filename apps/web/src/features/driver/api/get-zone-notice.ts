// GET /api/zones/my-position: the no-bikes zone the biker stands in, if any (docs/zones.md). Asked again when
// the position moves and with each location push.
import { useQuery } from '@tanstack/react-query';
import { DRIVER_LOCATION_PUSH_MS, type GeoPoint } from '@waka/shared';
import { type AnswerOf, endpoint, request } from '../../../lib/api-client';

const myPositionCall = endpoint('GET', '/api/zones/my-position', 'signed-in');

export function getZoneNotice(at: GeoPoint | null): Promise<AnswerOf<typeof myPositionCall>> {
  return request(myPositionCall, {
    query: at ? { latitude: at.latitude, longitude: at.longitude } : {},
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
