// Driver locations and the nearby search (spec §7 updatelocation, getonlinedrivers/getonlinebikers).
import { NEARBY_RADIUS_M, type VehicleRole } from '@waka/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { userLocations } from '../../db/schema';
import { availabilityConditions, queryRows } from './availability';

export interface Point {
  latitude: number;
  longitude: number;
}

/** How many people one nearby answer lists (our choice; the spec does not say). */
export const NEARBY_LIMIT = 20;

/** Any signed-in user may push a position; only drivers and bikers are searched by it. */
export async function updateLocation(db: DbOrTx, input: { userId: string; point: Point }): Promise<void> {
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
  point: Point;
  radiusMeters: number;
  vehicleType: VehicleRole;
  thresholdKobo: number;
  limit?: number;
}

/**
 * Nearest first on the GiST index (ARCHITECTURE.md): the index scan walks outwards from the point inside
 * the radius box and stops after `limit` available people; earth_distance then trims the box's corners.
 * Never a radius scan that sorts the whole city. Exported so the benchmark and tests can EXPLAIN it.
 */
export function nearbyQuery(input: NearbyInput): SQL {
  const radius = Math.min(input.radiusMeters, NEARBY_RADIUS_M); // spec §9
  const center = sql`ll_to_earth(${input.point.latitude}::float8, ${input.point.longitude}::float8)`;
  const position = sql`ll_to_earth(l.latitude, l.longitude)`;
  return sql`SELECT u.id, u.name, u.phone_number AS "phoneNumber", l.latitude, l.longitude,
      earth_distance(${position}, ${center}) AS "distanceMeters"
    FROM user_locations l JOIN users u ON u.id = l.user_id
    WHERE earth_box(${center}, ${radius}::float8) @> ${position}
      AND earth_distance(${position}, ${center}) <= ${radius}::float8
      AND ${availabilityConditions(input)}
    ORDER BY ${position} <-> ${center}
    LIMIT ${input.limit ?? NEARBY_LIMIT}`;
}

export async function findNearbyDrivers(db: DbOrTx, input: NearbyInput): Promise<NearbyPerson[]> {
  const rows = await queryRows<NearbyPerson>(db, nearbyQuery(input));
  return rows.map((row) => ({ ...row, distanceMeters: Math.round(Number(row.distanceMeters)) }));
}

/** The driver if they are still available for a pickup at `point` (requestride, inside its transaction). */
export async function findAvailableDriver(
  db: DbOrTx,
  input: { driverId: string; point: Point; vehicleType: VehicleRole; thresholdKobo: number },
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
