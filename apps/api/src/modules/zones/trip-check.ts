// Whether a biker may carry a trip: its pickup, its destination and the path between them must all stay
// outside every active no-bikes zone. The path is the road route from the routing service when ROUTING_URL
// names an OSRM server, else (or when it fails) the straight line (trip-path.ts, docs/decisions/127).
import { type BikerAlternative, type GeoPoint, greatCircleMeters, type ZoneRestriction } from '@waka/shared';
import { nearestPointOutside } from './nearest-outside';
import type { IndexedZone, ZoneIndex } from './zone-index';

export type TripRestriction = ZoneRestriction & { bikerAlternative: BikerAlternative | null };

export function restrictionMessage(zone: { name: string }, where: ZoneRestriction['where']): string {
  const banned = `Bikes are not allowed in ${zone.name} (a no-bikes zone)`;
  switch (where) {
    case 'pickup':
      return `${banned}, and your pickup point is inside it. Take a car, or meet a biker just outside the zone.`;
    case 'destination':
      return `${banned}, and your destination is inside it. Take a car for the whole trip, or a biker to the edge of the zone.`;
    case 'path':
      return `${banned}, and this trip would cross it. Take a car for this trip.`;
    case 'position':
      return `You are inside ${zone.name}, a no-bikes zone. You will get no ride requests while you are there.`;
  }
}

export function describeRestriction(zone: IndexedZone, where: ZoneRestriction['where']): ZoneRestriction {
  return { zone: { _id: zone.id, name: zone.name }, where, message: restrictionMessage(zone, where) };
}

/**
 * The first rule the trip breaks (pickup, then destination, then the path), or null when bikes may go.
 * `path`: the road route's points when a routing service gave one; else the straight line is checked.
 */
export function findTripRestriction(
  index: ZoneIndex,
  pickup: GeoPoint,
  destination?: GeoPoint,
  path?: readonly GeoPoint[],
): ZoneRestriction | null {
  const atPickup = index.zoneAt(pickup);
  if (atPickup) return describeRestriction(atPickup, 'pickup');
  if (!destination) return null;
  const atDestination = index.zoneAt(destination);
  if (atDestination) return describeRestriction(atDestination, 'destination');
  const onPath = path ? index.zoneOnPath(path) : index.zoneOnSegment(pickup, destination);
  return onPath ? describeRestriction(onPath, 'path') : null;
}

/**
 * The restriction with what still works by bike: pickup and destination each moved to the nearest point
 * outside the zones when they lie inside one, offered only when the trip between the moved points is clear.
 */
export function checkBikerTrip(
  index: ZoneIndex,
  pickup: GeoPoint,
  destination?: GeoPoint,
  path?: readonly GeoPoint[],
): TripRestriction | null {
  const restriction = findTripRestriction(index, pickup, destination, path);
  if (!restriction) return null;
  if (restriction.where === 'path') return { ...restriction, bikerAlternative: null };
  // The pickup first (any free point whose line to a free destination is clear), then the destination
  // (the nearest free point reachable from the pickup on a clear line).
  const isDestinationFree = !destination || !index.zoneAt(destination);
  const clearTo = (to: GeoPoint | undefined) => (from: GeoPoint) => !to || !index.zoneOnSegment(from, to);
  const newPickup = index.zoneAt(pickup)
    ? nearestPointOutside(index, pickup, isDestinationFree ? clearTo(destination) : undefined)
    : pickup;
  if (!newPickup) return { ...restriction, bikerAlternative: null };
  const newDestination =
    destination && !isDestinationFree
      ? nearestPointOutside(index, destination, (to) => !index.zoneOnSegment(newPickup, to))
      : destination;
  if (destination && !newDestination) return { ...restriction, bikerAlternative: null };
  return {
    ...restriction,
    bikerAlternative: {
      pickupLocation: newPickup,
      ...(newDestination ? { destinationLocation: newDestination } : {}),
      pickupShiftMeters: Math.round(greatCircleMeters(pickup, newPickup)),
      destinationShiftMeters:
        destination && newDestination ? Math.round(greatCircleMeters(destination, newDestination)) : 0,
    },
  };
}
