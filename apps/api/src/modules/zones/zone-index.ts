// The active zones in memory: a Flatbush R-tree over their bounding boxes picks the few candidates, then
// Turf decides exactly (point in polygon; line crossing polygon). Built once per change of the zones table
// (zone-registry.ts), read by every nearby search, fare estimate and ride request of this instance.
import booleanPointInPolygon from '@turf/boolean-point-in-polygon';
import lineIntersect from '@turf/line-intersect';
import type { GeoPoint } from '@waka/shared';
import Flatbush from 'flatbush';
import type { LineString } from 'geojson';
import { LRUCache } from 'lru-cache';
import type { ZoneShape } from './geometry';

export interface IndexedZone {
  id: string;
  name: string;
  geometry: ZoneShape;
  /** [west, south, east, north] */
  bbox: [number, number, number, number];
}

export interface ZoneIndex {
  readonly zones: readonly IndexedZone[];
  /** The first active zone containing the point (its boundary counts as inside), or null. */
  zoneAt(point: GeoPoint): IndexedZone | null;
  /** The first active zone the straight segment from `a` to `b` touches, or null. */
  zoneOnSegment(a: GeoPoint, b: GeoPoint): IndexedZone | null;
  /** The first active zone a path (a road route's points, in order) touches, or null. */
  zoneOnPath(points: readonly GeoPoint[]): IndexedZone | null;
  /**
   * zoneAt for people's positions, remembered per position: a biker's position changes about once a minute
   * while many riders' searches list them, so most of these checks are answered from memory.
   */
  isInZone(point: GeoPoint): boolean;
  /** Whether any zone's bounding box meets the box (cheap: decides if a per-person check is needed). */
  hasZoneIn(box: [number, number, number, number]): boolean;
  /** Zones whose bounding box meets the box. */
  zonesIn(box: [number, number, number, number]): IndexedZone[];
}

const position = (p: GeoPoint) => [p.longitude, p.latitude];

export function buildZoneIndex(zones: readonly IndexedZone[]): ZoneIndex {
  // Flatbush needs at least one item; with no zones every answer is "none".
  const tree = zones.length > 0 ? new Flatbush(zones.length) : null;
  if (tree) {
    for (const zone of zones) tree.add(...zone.bbox);
    tree.finish();
  }
  const inBox = (box: readonly number[]) =>
    tree ? tree.search(box[0]!, box[1]!, box[2]!, box[3]!).map((i) => zones[i]!) : [];

  const remembered = new LRUCache<string, boolean>({ max: 100_000 });
  const index: ZoneIndex = {
    zones,
    isInZone(point) {
      if (!tree) return false;
      const key = `${point.latitude},${point.longitude}`;
      let inside = remembered.get(key);
      if (inside === undefined) {
        inside = index.zoneAt(point) !== null;
        remembered.set(key, inside);
      }
      return inside;
    },
    zoneAt(point) {
      if (!tree) return null;
      const at = position(point);
      let found: IndexedZone | null = null;
      tree.search(at[0]!, at[1]!, at[0]!, at[1]!, (i) => {
        if (found) return false;
        if (booleanPointInPolygon(at, zones[i]!.geometry)) found = zones[i]!;
        return false;
      });
      return found;
    },
    zoneOnSegment: (a, b) => index.zoneOnPath([a, b]),
    zoneOnPath(points) {
      if (!tree || points.length === 0) return null;
      const coordinates = points.map(position);
      if (coordinates.length === 1) coordinates.push(coordinates[0]!);
      const line: LineString = { type: 'LineString', coordinates };
      const box = [Infinity, Infinity, -Infinity, -Infinity];
      for (const p of points) {
        box[0] = Math.min(box[0]!, p.longitude);
        box[1] = Math.min(box[1]!, p.latitude);
        box[2] = Math.max(box[2]!, p.longitude);
        box[3] = Math.max(box[3]!, p.latitude);
      }
      // The path meets the zone when it starts inside it or crosses its boundary (Turf's booleanIntersects
      // answers the same, more slowly; the property test holds the two together).
      const start = position(points[0]!);
      return (
        inBox(box).find(
          (zone) =>
            booleanPointInPolygon(start, zone.geometry) ||
            lineIntersect(line, zone.geometry).features.length > 0,
        ) ?? null
      );
    },
    hasZoneIn(box) {
      if (!tree) return false;
      let any = false;
      tree.search(box[0], box[1], box[2], box[3], () => {
        any = true;
        return false;
      });
      return any;
    },
    zonesIn: inBox,
  };
  return index;
}
