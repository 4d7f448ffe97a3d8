// Where the zones act on rides: the nearby biker search, fare estimates and ride requests for bikers.
import type { GeoPoint } from '@waka/shared';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/errors';
import { describeRestriction, findTripRestriction } from './trip-check';
import { tripPath } from './trip-path';
import type { ZoneIndex } from './zone-index';

/** Degrees of latitude per metre, and a generous longitude factor for Nigeria (cos 14° ≈ 0.97). */
const DEG_PER_M = 1 / 111_000;

/**
 * For a nearby biker search around `point`: a restriction when the point itself is in a zone (no biker is
 * listed), else a per-biker filter when a zone lies within reach (a biker inside one is not offered), else
 * nothing to do. The filter is a plain predicate on a position, so any search (SQL or in memory) can apply it.
 */
export function bikerSearchRules(index: ZoneIndex, point: GeoPoint, radiusMeters: number) {
  const zone = index.zoneAt(point);
  if (zone) return { restriction: describeRestriction(zone, 'pickup') } as const;
  const dLat = radiusMeters * DEG_PER_M;
  const dLng = dLat / 0.97;
  const box: [number, number, number, number] = [
    point.longitude - dLng,
    point.latitude - dLat,
    point.longitude + dLng,
    point.latitude + dLat,
  ];
  if (!index.hasZoneIn(box)) return {} as const;
  return { keep: (position: GeoPoint) => !index.isInZone(position) } as const;
}

/** Refuses a biker trip that starts, ends or passes inside an active zone (422, naming the zone). */
export async function assertBikerTripAllowed(
  app: FastifyInstance,
  trip: { pickupLocation: GeoPoint; destinationLocation: GeoPoint; preferredType: string },
): Promise<void> {
  if (trip.preferredType !== 'biker') return;
  const index = await app.zones.fresh();
  if (index.zones.length === 0) return; // nothing to check: no route needed
  const { pickupLocation: pickup, destinationLocation: destination } = trip;
  // Pickup and destination first (an empty path checks only them): a trip refused there needs no route.
  const atEnds = findTripRestriction(index, pickup, destination, []);
  if (atEnds) throw new AppError('zone_restricted', atEnds.message);
  const path = await tripPath(app, pickup, destination);
  const restriction = findTripRestriction(index, pickup, destination, path.points);
  if (restriction) throw new AppError('zone_restricted', restriction.message);
}
