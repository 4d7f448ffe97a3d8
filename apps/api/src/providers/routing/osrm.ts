// Driving time and distance between two points from an OSRM server (ROUTING_URL; its /route/v1 service).
// Without it, or when it fails or is slow, callers use the straight-line estimate (docs/decisions/147).
import type { GeoPoint } from '@waka/shared';
import { getJson, ProviderError } from '../geocoding/http';

export interface Route {
  distanceMeters: number;
  durationSeconds: number;
}

export async function osrmRoute(
  baseUrl: string,
  from: GeoPoint,
  to: GeoPoint,
  timeoutMs: number,
): Promise<Route> {
  const coordinates = `${from.longitude},${from.latitude};${to.longitude},${to.latitude}`;
  const url = new URL(`route/v1/driving/${coordinates}`, baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`);
  url.searchParams.set('overview', 'false');
  const answer = (await getJson('Routing', url, timeoutMs)) as {
    code?: string;
    routes?: { distance?: unknown; duration?: unknown }[];
  };
  const route = answer?.routes?.[0];
  if (answer?.code !== 'Ok' || typeof route?.duration !== 'number' || typeof route.distance !== 'number')
    throw new ProviderError(`Routing answered ${String(answer?.code ?? 'without a route')}`);
  return { distanceMeters: route.distance, durationSeconds: route.duration };
}
