// Driver locations and the nearby search.
import { type GeoPoint, NEARBY_RADIUS_M, type VehicleRole } from '@waka/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { userLocations } from '../../db/schema';
import { availabilityConditions, queryRows } from './availability';

/** How many people one nearby answer lists (our choice; the spec does not say). */
export const NEARBY_LIMIT = 20;

/** Any signed-in user may push a position; only drivers and bikers are searched by it. */
export async function updateLocation(db: DbOrTx, input: { userId: string; point: GeoPoint }): Promise<void> {
  const values = { latitude: input.point.latitude, longitude: input.point.longitude, updatedAt: new Date() };
  await db
    .insert(userLocations)
    .values({ userId: input.userId, ...values })
    .onConflictDoUpdate({ target: userLocations.userId, set: values });
}

export interface NearbyPerson {
  id: string;
  name: string;
  phoneNumber: string;
  latitude: number;
  longitude: number;
  distanceMeters: number;
}

export interface NearbyInput {
  point: GeoPoint;
  radiusMeters: number;
  vehicleType: VehicleRole;
  thresholdKobo: number;
  limit?: number;
  /**
   * Drops people who may not be offered for a reason SQL does not know (a biker inside a no-bikes zone:
   * modules/zones/enforce.ts). Applied to each window's rows, so the answer still fills up to `limit`.
   */
  keep?: (position: GeoPoint) => boolean;
  /** Judge staleness at this instant instead of now() (the property test's clock). */
  asOf?: Date;
}

/** Candidates read nearest-first before filtering; widened when too few of them are available. */
export const FIRST_WINDOW = 256;

/** The next window from the hit rate seen so far (×2 at least, ×16 at most). */
function nextWindow(window: number, found: number, limit: number): number {
  const estimate = Math.ceil(((window * limit) / Math.max(found, 0.5)) * 1.25);
  return Math.min(window * 16, Math.max(window * 2, estimate));
}

interface NearbyRow extends Omit<NearbyPerson, 'id'> {
  id: string | null;
  windowCount: number;
  windowEdge: number | null;
}

/**
 * Nearest first on the GiST index (docs/decisions/031): the `window` nearest positions come
 * from an index scan ordered by `<->` (never a radius scan that sorts the whole city), then the availability
 * rules and the radius filter those few. The answer also says how far the window reached, so the caller can
 * widen it when the nearest positions were unavailable drivers. Only positions of the requested type are
 * walked (`searchable_as`, kept by triggers from users.preferred_type: migration 0004), through that type's
 * partial GiST index, so riders never fill the window. The type stays a bind parameter: each query is planned
 * with its value, which matches the index predicate (EXPLAIN in nearby.test.ts on both engines).
 * Exported for EXPLAIN.
 */
export function nearbyQuery(input: NearbyInput, window = FIRST_WINDOW): SQL {
  const radius = Math.min(input.radiusMeters, NEARBY_RADIUS_M); // the most anyone may search
  const center = sql`ll_to_earth(${input.point.latitude}::float8, ${input.point.longitude}::float8)`;
  const position = sql`ll_to_earth(c.latitude, c.longitude)`;
  return sql`WITH candidates AS MATERIALIZED (
      SELECT c.user_id, c.latitude, c.longitude, c.updated_at, earth_distance(${position}, ${center}) AS distance
      FROM user_locations c WHERE c.searchable_as = ${input.vehicleType}
      ORDER BY ${position} <-> ${center} LIMIT ${window}),
    edge AS (SELECT count(*)::int AS n, max(distance) AS farthest FROM candidates),
    found AS (
      SELECT u.id, u.name, u.phone_number AS "phoneNumber", l.latitude, l.longitude, l.distance AS "distanceMeters"
      FROM candidates l JOIN users u ON u.id = l.user_id
      WHERE l.distance <= ${radius}::float8 AND ${availabilityConditions(input)}
      ORDER BY l.distance LIMIT ${input.keep ? window : (input.limit ?? NEARBY_LIMIT)})
    SELECT found.*, edge.n AS "windowCount", edge.farthest AS "windowEdge"
    FROM edge LEFT JOIN found ON true ORDER BY found."distanceMeters"`;
}

export async function findNearbyDrivers(
  db: DbOrTx,
  input: NearbyInput & { firstWindow?: number },
): Promise<NearbyPerson[]> {
  const limit = input.limit ?? NEARBY_LIMIT;
  const radius = Math.min(input.radiusMeters, NEARBY_RADIUS_M);
  for (let window = input.firstWindow ?? FIRST_WINDOW; ; ) {
    const rows = await queryRows<NearbyRow>(db, nearbyQuery(input, window));
    // Nearest first; `keep` is asked only until the answer is full.
    const found: NearbyRow[] = [];
    for (const row of rows) {
      if (found.length >= limit) break;
      if (row.id !== null && (!input.keep || input.keep(row))) found.push(row);
    }
    const edge = rows[0];
    // Done when enough were found, the table has no more rows, or the window already reached the radius.
    const isExhausted = !edge || edge.windowCount < window || Number(edge.windowEdge) > radius;
    if (found.length >= limit || isExhausted) {
      return found.map(({ windowCount: _n, windowEdge: _e, ...row }) => ({
        ...row,
        id: row.id!,
        distanceMeters: Math.round(Number(row.distanceMeters)),
      }));
    }
    window = nextWindow(window, found.length, limit);
  }
}

/** The driver if they are still available for a pickup at `point` (requestride, inside its transaction). */
export async function findAvailableDriver(
  db: DbOrTx,
  input: { driverId: string; point: GeoPoint; vehicleType: VehicleRole; thresholdKobo: number },
): Promise<NearbyPerson | undefined> {
  const center = sql`ll_to_earth(${input.point.latitude}::float8, ${input.point.longitude}::float8)`;
  const position = sql`ll_to_earth(l.latitude, l.longitude)`;
  const [row] = await queryRows<NearbyPerson>(
    db,
    sql`SELECT u.id, u.name, u.phone_number AS "phoneNumber", l.latitude, l.longitude,
          earth_distance(${position}, ${center}) AS "distanceMeters"
        FROM users u JOIN user_locations l ON l.user_id = u.id
        WHERE u.id = ${input.driverId}
          AND earth_distance(${position}, ${center}) <= ${NEARBY_RADIUS_M}::float8
          AND ${availabilityConditions(input)}`,
  );
  return row;
}
