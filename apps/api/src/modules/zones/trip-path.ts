// The path a biker trip is checked along (docs/decisions/127): the road route from the OSRM server named by
// ROUTING_URL, or the straight line without one. A routing failure or timeout falls back to the straight
// line (logged), so a slow routing server never blocks a request; the straight line is what the check used
// before a routing server was configured.
import type { GeoPoint } from '@waka/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import { osrmRouteWithPath } from '../../providers/routing/osrm';

export interface TripPath {
  /** The road route's points; undefined: check the straight line. */
  points?: GeoPoint[];
  pathCheck: 'route' | 'straight_line';
}

export async function tripPath(
  app: { config: Pick<Config, 'ROUTING_URL' | 'GEO_TIMEOUT_MS'>; log: FastifyBaseLogger },
  pickup: GeoPoint,
  destination: GeoPoint | undefined,
): Promise<TripPath> {
  const url = app.config.ROUTING_URL;
  if (!url || !destination) return { pathCheck: 'straight_line' };
  try {
    const route = await osrmRouteWithPath(url, pickup, destination, app.config.GEO_TIMEOUT_MS);
    return { points: route.path, pathCheck: 'route' };
  } catch (error) {
    app.log.warn({ err: error }, 'routing failed; zone check along the straight line');
    return { pathCheck: 'straight_line' };
  }
}
