// Nearest-first search of one kdbush tree within a radius (docs/decisions/217). A rider asks for the 20
// nearest within a few kilometres, and in a city those 20 stand within the first kilometre or so: the search
// takes every point inside a small circle (kdbush's box query, then the great-circle distance), and widens
// the circle only while it holds fewer than the number asked for. geokdbush's around() answers the same
// question by a best-first walk from the whole Earth down, one object per node and point it visits; it
// stays the answer where a circle's box would reach a pole or cross the antimeridian.
import { around, distance } from 'geokdbush';
import type KDBush from 'kdbush';

/** geokdbush's sphere, in kilometres (its distance() is the one both searches rank by). */
const EARTH_RADIUS_KM = 6371;
const DEGREES = 180 / Math.PI;
/** Points a first circle is sized to hold, per point asked for (at the tree's average density). */
const POINTS_PER_WANTED = 2;
/** Kilometres: no first circle is smaller. */
const SMALLEST_FIRST_RADIUS_KM = 0.05;

/** Where to search: a point, how many people at most, and the radius. */
export interface NearestQuery {
  lng: number;
  lat: number;
  limit: number;
  radiusKm: number;
}

/** Tree items nearest first, and their great-circle distances in kilometres. */
export interface Nearest {
  items: number[];
  km: number[];
}

export interface TreeDensity {
  /** Points per square kilometre over the box of the tree's points (0 for an empty tree). */
  pointsPerKm2: number;
}

/** The average density of a tree's points: what the first circle of a search is sized by. */
export function densityOf(coords: Float64Array): TreeDensity {
  const count = coords.length / 2;
  if (count < 2) return { pointsPerKm2: 0 };
  let minLng = Infinity;
  let maxLng = -Infinity;
  let minLat = Infinity;
  let maxLat = -Infinity;
  for (let i = 0; i < count; i++) {
    const lng = coords[2 * i]!;
    const lat = coords[2 * i + 1]!;
    if (lng < minLng) minLng = lng;
    if (lng > maxLng) maxLng = lng;
    if (lat < minLat) minLat = lat;
    if (lat > maxLat) maxLat = lat;
  }
  const kmPerDegree = EARTH_RADIUS_KM / DEGREES;
  const midLatitude = (minLat + maxLat) / 2 / DEGREES;
  const widthKm = Math.max((maxLng - minLng) * kmPerDegree * Math.cos(midLatitude), 1);
  const heightKm = Math.max((maxLat - minLat) * kmPerDegree, 1);
  return { pointsPerKm2: count / (widthKm * heightKm) };
}

/**
 * The box of longitudes and latitudes holding every point within `radiusKm` of (lng, lat) on the sphere
 * (Matuschek, "Finding points within a distance of a latitude/longitude using bounding coordinates"), a hair
 * wide of it; undefined when the circle reaches a pole or crosses the antimeridian.
 */
function boxAround(lng: number, lat: number, radiusKm: number) {
  const angle = (radiusKm / EARTH_RADIUS_KM) * (1 + 1e-9);
  const latitudeGap = angle * DEGREES + 1e-9;
  if (Math.abs(lat) + latitudeGap >= 90) return undefined;
  const sinGap = Math.sin(angle) / Math.cos(lat / DEGREES);
  if (sinGap >= 1) return undefined;
  const longitudeGap = Math.asin(sinGap) * DEGREES + 1e-9;
  if (lng - longitudeGap < -180 || lng + longitudeGap > 180) return undefined;
  return {
    minLng: lng - longitudeGap,
    minLat: lat - latitudeGap,
    maxLng: lng + longitudeGap,
    maxLat: lat + latitudeGap,
  };
}

/**
 * Fills `items` and `km` with the `limit` tree items nearest to (lng, lat) within `radiusKm` that `keep`
 * accepts, nearest first, and their great-circle distances in kilometres (geokdbush's distance()).
 */
export function nearestWithin(
  tree: KDBush,
  /** The tree's points as built: longitude, latitude of item 0, then of item 1… (kdbush keeps them sorted). */
  points: Float64Array,
  density: TreeDensity,
  search: NearestQuery,
  keep: (item: number) => boolean,
  found: Nearest,
): void {
  const { lng, lat, limit, radiusKm } = search;
  found.items.length = 0;
  found.km.length = 0;
  if (limit <= 0) return;
  const cosLat = Math.cos(lat * RADIANS);
  const wanted = POINTS_PER_WANTED * limit;
  let circleKm =
    density.pointsPerKm2 > 0
      ? Math.max(Math.sqrt(wanted / (Math.PI * density.pointsPerKm2)), SMALLEST_FIRST_RADIUS_KM)
      : radiusKm;
  for (;;) {
    circleKm = Math.min(circleKm, radiusKm);
    const box = boxAround(lng, lat, circleKm);
    if (!box) {
      fromAround(tree, points, search, keep, found);
      return;
    }
    // Ranked by the haversine of the distance, as geokdbush ranks (the distance grows with it).
    const within = haverSin(circleKm / EARTH_RADIUS_KM);
    let inCircle = 0;
    nearest.length = 0;
    for (const item of tree.range(box.minLng, box.minLat, box.maxLng, box.maxLat)) {
      const h = haverSinDistance(lng, lat, points[2 * item]!, points[2 * item + 1]!, cosLat);
      if (h > within || !keep(item)) continue;
      inCircle++;
      keepNearest(item, h, limit);
    }
    // Every point within the circle was looked at: with `limit` of them, no point outside can be nearer.
    if (inCircle >= limit || circleKm >= radiusKm) break;
    circleKm *= 2;
  }
  for (let i = 0; i < nearest.length; i += 2) {
    const item = nearest[i]!;
    found.items.push(item);
    found.km.push(distance(lng, lat, points[2 * item]!, points[2 * item + 1]!));
  }
}

/** Item, haversine, item, haversine…: the nearest so far, nearest first (reused: one search at a time). */
const nearest: number[] = [];

/** Inserts a point among the `limit` nearest so far, if it is one of them (equally near: lower item first). */
function keepNearest(item: number, h: number, limit: number) {
  let at = nearest.length;
  if (at >= 2 * limit && isNearer(nearest[at - 2]!, nearest[at - 1]!, item, h)) return;
  while (at > 0 && isNearer(item, h, nearest[at - 2]!, nearest[at - 1]!)) at -= 2;
  nearest.splice(at, 0, item, h);
  if (nearest.length > 2 * limit) nearest.length = 2 * limit;
}

const isNearer = (item: number, h: number, otherItem: number, otherH: number) =>
  h < otherH || (h === otherH && item < otherItem);

const RADIANS = Math.PI / 180;

function haverSin(theta: number): number {
  const s = Math.sin(theta / 2);
  return s * s;
}

/** geokdbush's haverSinDist, term for term: the same number its around() ranks by. */
function haverSinDistance(lng1: number, lat1: number, lng2: number, lat2: number, cosLat1: number): number {
  return (
    cosLat1 * Math.cos(lat2 * RADIANS) * haverSin((lng1 - lng2) * RADIANS) + haverSin((lat1 - lat2) * RADIANS)
  );
}

/** The same answer by geokdbush's walk, for circles whose box reaches a pole or the antimeridian. */
function fromAround(
  tree: KDBush,
  points: Float64Array,
  search: NearestQuery,
  keep: (item: number) => boolean,
  found: Nearest,
): void {
  const { lng, lat, limit, radiusKm } = search;
  for (const item of around(tree, lng, lat, limit, radiusKm, keep)) {
    const km = distance(lng, lat, points[2 * item]!, points[2 * item + 1]!);
    if (km > radiusKm) continue;
    found.items.push(item);
    found.km.push(km);
  }
}
