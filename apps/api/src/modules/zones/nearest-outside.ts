// "A biker to the nearest point outside the zone": the closest point on any nearby zone boundary, stepped a
// little further out, that lies outside every active zone. Zones often share borders (neighbouring LGAs),
// so the nearest edge may lead into the next zone; every boundary segment nearby is a candidate, nearest
// first, and the first whose stepped point is free wins. Turf does the geometry (nearest point on a
// segment, bearing, destination); only the ordering is ours.
import bearing from '@turf/bearing';
import destination from '@turf/destination';
import nearestPointOnLine from '@turf/nearest-point-on-line';
import { type GeoPoint, greatCircleMeters } from '@waka/shared';
import type { Position } from 'geojson';
import type { ZoneIndex } from './zone-index';

/** How far past the boundary the suggested point lies, so that GPS noise does not put it back inside. */
export const STEP_OUTSIDE_M = 30;
/** Boundaries within this distance of the point are searched (a zone wider than this offers nothing). */
const SEARCH_RADIUS_DEG = 0.25; // about 27 km
const MAX_CANDIDATES_TRIED = 200;

const toPoint = ([longitude, latitude]: Position): GeoPoint => ({
  latitude: latitude!,
  longitude: longitude!,
});

/** The nearest free point to `from` that `accept` also takes (e.g. reachable on a clear line), or null. */
export function nearestPointOutside(
  index: ZoneIndex,
  from: GeoPoint,
  accept: (point: GeoPoint) => boolean = () => true,
): GeoPoint | null {
  const near = index.zonesIn([
    from.longitude - SEARCH_RADIUS_DEG,
    from.latitude - SEARCH_RADIUS_DEG,
    from.longitude + SEARCH_RADIUS_DEG,
    from.latitude + SEARCH_RADIUS_DEG,
  ]);
  const here: Position = [from.longitude, from.latitude];
  const candidates: { at: Position; along: number; meters: number }[] = [];
  for (const zone of near) {
    const polygons =
      zone.geometry.type === 'Polygon' ? [zone.geometry.coordinates] : zone.geometry.coordinates;
    for (const ring of polygons.flat()) {
      for (let i = 0; i + 1 < ring.length; i++) {
        const segment = { type: 'LineString' as const, coordinates: [ring[i]!, ring[i + 1]!] };
        const nearest = nearestPointOnLine(segment, here, { units: 'meters' });
        candidates.push({
          at: nearest.geometry.coordinates,
          along: bearing(ring[i]!, ring[i + 1]!),
          meters: nearest.properties.dist ?? greatCircleMeters(from, toPoint(nearest.geometry.coordinates)),
        });
      }
    }
  }
  candidates.sort((a, b) => a.meters - b.meters);
  for (const candidate of candidates.slice(0, MAX_CANDIDATES_TRIED)) {
    // Away from the point through the boundary; when the point is on the boundary, across the edge.
    const directions =
      candidate.meters > 1 ? [bearing(here, candidate.at)] : [candidate.along + 90, candidate.along - 90];
    for (const direction of directions) {
      const stepped = destination(candidate.at, STEP_OUTSIDE_M, direction, { units: 'meters' });
      const point = toPoint(stepped.geometry.coordinates);
      if (!index.zoneAt(point) && accept(point)) return point;
    }
  }
  return null;
}
