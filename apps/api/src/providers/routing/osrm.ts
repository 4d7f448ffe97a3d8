// Driving time and distance between two points from an OSRM server (ROUTING_URL; its /route/v1 service).
// Without it, or when it fails or is slow, callers use the straight-line estimate (docs/decisions/147).
import type { GeoPoint } from '@waka/shared';
import { getJson, ProviderError } from '../geocoding/http';

export interface Route {
  distanceMeters: number;
  durationSeconds: number;
}

export interface RouteWithPath extends Route {
  /** The road route's points, from `from` to `to`. */
  path: GeoPoint[];
}

interface OsrmAnswer {
  code?: string;
  routes?: { distance?: unknown; duration?: unknown; geometry?: { coordinates?: unknown } }[];
}

async function askRoute(baseUrl: string, from: GeoPoint, to: GeoPoint, timeoutMs: number, withPath: boolean) {
  const coordinates = `${from.longitude},${from.latitude};${to.longitude},${to.latitude}`;
  const url = new URL(`route/v1/driving/${coordinates}`, baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`);
  url.searchParams.set('overview', withPath ? 'full' : 'false');
  if (withPath) url.searchParams.set('geometries', 'geojson');
  const answer = (await getJson('Routing', url, timeoutMs)) as OsrmAnswer;
  const route = answer?.routes?.[0];
  if (answer?.code !== 'Ok' || typeof route?.duration !== 'number' || typeof route.distance !== 'number')
    throw new ProviderError(`Routing answered ${String(answer?.code ?? 'without a route')}`);
  return { route, distanceMeters: route.distance, durationSeconds: route.duration };
}

export async function osrmRoute(
  baseUrl: string,
  from: GeoPoint,
  to: GeoPoint,
  timeoutMs: number,
): Promise<Route> {
  const { distanceMeters, durationSeconds } = await askRoute(baseUrl, from, to, timeoutMs, false);
  return { distanceMeters, durationSeconds };
}

/** The route with its full geometry (GeoJSON [lng, lat] pairs), for checking what it passes through. */
export async function osrmRouteWithPath(
  baseUrl: string,
  from: GeoPoint,
  to: GeoPoint,
  timeoutMs: number,
): Promise<RouteWithPath> {
  const { route, distanceMeters, durationSeconds } = await askRoute(baseUrl, from, to, timeoutMs, true);
  const coordinates = route.geometry?.coordinates;
  const isPair = (c: unknown): c is [number, number] =>
    Array.isArray(c) && c.length >= 2 && Number.isFinite(c[0]) && Number.isFinite(c[1]);
  if (!Array.isArray(coordinates) || coordinates.length < 2 || !coordinates.every(isPair))
    throw new ProviderError('Routing answered without a usable geometry');
  const path = coordinates.map(([longitude, latitude]) => ({ latitude, longitude }));
  return { distanceMeters, durationSeconds, path };
}
