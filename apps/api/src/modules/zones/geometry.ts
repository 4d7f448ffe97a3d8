// Zone boundaries as operators send them (drawn in the console, or exported from geojson.io or QGIS): a
// GeoJSON Polygon or MultiPolygon, or a Feature / FeatureCollection of them, turned into one Polygon or
// MultiPolygon and checked — closed rings, no self-intersection (Turf's kinks), inside Nigeria, a sane number
// of points. Each problem is one sentence that says where it is and what to do.
import kinks from '@turf/kinks';
import { NIGERIA_BOUNDS, ZONE_MAX_VERTICES } from '@waka/shared';
import type { MultiPolygon, Polygon, Position } from 'geojson';
import { AppError } from '../../lib/errors';

export type ZoneShape = Polygon | MultiPolygon;

export interface CheckedGeometry {
  geometry: ZoneShape;
  /** [west, south, east, north] */
  bbox: [number, number, number, number];
  vertexCount: number;
}

const ACCEPTED = 'Send a GeoJSON Polygon or MultiPolygon, or a Feature or FeatureCollection of them.';

function invalid(message: string): never {
  throw new AppError('bad_request', message);
}

type Obj = Record<string, unknown>;
const isObject = (value: unknown): value is Obj =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The polygons (each a list of rings) in whatever wrapper the operator's tool produced. */
function collectPolygons(input: unknown, where = 'The GeoJSON'): unknown[] {
  if (!isObject(input)) invalid(`${where} is not a GeoJSON object. ${ACCEPTED}`);
  switch (input.type) {
    case 'Polygon':
      return [input.coordinates];
    case 'MultiPolygon':
      if (!Array.isArray(input.coordinates)) invalid(`${where} has no coordinates list.`);
      return input.coordinates;
    case 'Feature':
      return collectPolygons(input.geometry, `${where}'s geometry`);
    case 'FeatureCollection': {
      if (!Array.isArray(input.features) || input.features.length === 0)
        invalid('The FeatureCollection has no features. Export at least one polygon.');
      return input.features.flatMap((feature, i) => collectPolygons(feature, `Feature ${i + 1}`));
    }
    default:
      invalid(`${where} is of type ${JSON.stringify(input.type ?? null)}. ${ACCEPTED}`);
  }
}

const round6 = (n: number | undefined) => Math.round((n ?? 0) * 1e6) / 1e6;
const describe = ([lng, lat]: Position) => `(latitude ${round6(lat)}, longitude ${round6(lng)})`;

function checkPosition(value: unknown, where: string): Position {
  if (
    !Array.isArray(value) ||
    value.length < 2 ||
    !value.every((n) => typeof n === 'number' && Number.isFinite(n))
  )
    invalid(`${where} is not a [longitude, latitude] pair of numbers.`);
  const [lng, lat] = value as number[];
  const b = NIGERIA_BOUNDS;
  if (lng! < b.minLongitude || lng! > b.maxLongitude || lat! < b.minLatitude || lat! > b.maxLatitude) {
    const swapped =
      lat! >= b.minLongitude && lat! <= b.maxLongitude && lng! >= b.minLatitude && lng! <= b.maxLatitude;
    invalid(
      `${where} ${describe([lng!, lat!])} lies outside Nigeria. Zones must lie within longitude ` +
        `${b.minLongitude}–${b.maxLongitude} E and latitude ${b.minLatitude}–${b.maxLatitude} N` +
        (swapped ? '; GeoJSON lists longitude first, and these look swapped.' : '.'),
    );
  }
  return [lng!, lat!]; // a third number (altitude, from QGIS) is dropped
}

function checkRing(value: unknown, where: string): Position[] {
  if (!Array.isArray(value)) invalid(`${where} is not a list of points.`);
  const ring = value.map((position, i) =>
    checkPosition(position, `Point ${i + 1} of ${where.toLowerCase()}`),
  );
  const distinct = new Set(ring.map((p) => `${p[0]},${p[1]}`));
  if (ring.length < 4 || distinct.size < 3)
    invalid(`${where} needs at least 3 different points (and the first repeated at the end).`);
  const first = ring[0]!;
  const last = ring[ring.length - 1]!;
  if (first[0] !== last[0] || first[1] !== last[1])
    invalid(`${where} is not closed: its last point must repeat its first point ${describe(first)}.`);
  return ring;
}

/** Turn the operator's GeoJSON into a checked Polygon or MultiPolygon, or answer 400 saying why not. */
export function checkZoneGeometry(input: unknown): CheckedGeometry {
  const raw = collectPolygons(input);
  if (raw.length === 0) invalid(`The GeoJSON holds no polygon. ${ACCEPTED}`);
  const many = raw.length > 1;
  let vertexCount = 0;
  const polygons = raw.map((rings, p) => {
    const label = many ? `polygon ${p + 1}` : 'the polygon';
    if (!Array.isArray(rings) || rings.length === 0) invalid(`${cap(label)} has no rings.`);
    const checked = rings.map((ring, r) => {
      const ringLabel = r === 0 ? `The outer ring of ${label}` : `Hole ${r} of ${label}`;
      return checkRing(ring, ringLabel);
    });
    vertexCount += checked.reduce((sum, ring) => sum + ring.length - 1, 0);
    if (vertexCount > ZONE_MAX_VERTICES)
      invalid(
        `The boundary has more than ${ZONE_MAX_VERTICES} points. Simplify it (in QGIS: Vector › Geometry ` +
          'Tools › Simplify, a tolerance of about 0.0001°) and send it again.',
      );
    return checked;
  });
  polygons.forEach((rings, p) => {
    const crossing = kinks({ type: 'Polygon', coordinates: rings }).features[0];
    if (crossing) {
      const label = many ? `polygon ${p + 1}` : 'the polygon';
      invalid(
        `The boundary of ${label} crosses itself near ${describe(crossing.geometry.coordinates)}. ` +
          'Redraw it so that no two edges cross.',
      );
    }
  });
  const all = polygons.flat(2);
  const bbox: CheckedGeometry['bbox'] = [
    Math.min(...all.map((p) => p[0]!)),
    Math.min(...all.map((p) => p[1]!)),
    Math.max(...all.map((p) => p[0]!)),
    Math.max(...all.map((p) => p[1]!)),
  ];
  const geometry: ZoneShape = many
    ? { type: 'MultiPolygon', coordinates: polygons }
    : { type: 'Polygon', coordinates: polygons[0]! };
  return { geometry, bbox, vertexCount };
}

const cap = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
