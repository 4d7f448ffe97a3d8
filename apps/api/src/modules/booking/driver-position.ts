// GET /api/rides/:id/driver-position: where the driver is and how long until they arrive (to the pickup
// while accepted, to the destination while in progress). ETA from the OSRM server when ROUTING_URL is set,
// else from the straight-line distance at the city speed the fares assume (docs/decisions/147).
import { type DriverPosition, type GeoPoint, greatCircleMeters, type VehicleRole } from '@waka/shared';
import { and, eq, or } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { rides, userLocations } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { osrmRoute } from '../../providers/routing/osrm';
import { CITY_SPEED_KMH, ROAD_FACTOR } from '../rides/fare';
import { isUuid } from '../rides/present';
import { RIDE_NOT_FOUND } from '../rides/ride-access';

export async function estimateEta(
  app: FastifyInstance,
  input: { from: GeoPoint; to: GeoPoint; vehicleType: VehicleRole },
): Promise<Pick<DriverPosition, 'distanceMeters' | 'etaSeconds' | 'etaSource'>> {
  const url = app.config.ROUTING_URL;
  if (url) {
    try {
      const route = await osrmRoute(url, input.from, input.to, app.config.GEO_TIMEOUT_MS);
      return {
        distanceMeters: Math.round(route.distanceMeters),
        etaSeconds: Math.round(route.durationSeconds),
        etaSource: 'routing',
      };
    } catch (error) {
      app.log.warn({ err: error }, 'routing failed; ETA from distance');
    }
  }
  const meters = greatCircleMeters(input.from, input.to) * ROAD_FACTOR;
  const speedMetersPerSecond = (CITY_SPEED_KMH[input.vehicleType] * 1000) / 3600;
  return {
    distanceMeters: Math.round(meters),
    etaSeconds: Math.round(meters / speedMetersPerSecond),
    etaSource: 'distance',
  };
}

export async function getDriverPosition(
  app: FastifyInstance,
  input: { rideId: string; userId: string },
): Promise<DriverPosition> {
  if (!isUuid(input.rideId)) throw new AppError('not_found', RIDE_NOT_FOUND);
  const [row] = await app.database.db
    .select({ ride: rides, location: userLocations })
    .from(rides)
    .leftJoin(userLocations, eq(userLocations.userId, rides.driverId))
    .where(
      and(eq(rides.id, input.rideId), or(eq(rides.riderId, input.userId), eq(rides.driverId, input.userId))),
    );
  if (!row) throw new AppError('not_found', RIDE_NOT_FOUND);
  const { ride, location } = row;
  const isActive = ride.status === 'accepted' || ride.status === 'in_progress';
  if (!isActive || !location) return { rideId: ride.id, status: ride.status };
  // This instance may hold a newer position than the database (positions are written in batches).
  const pending = app.dispatch.pendingPositionOf(ride.driverId);
  const driverLocation = pending ?? { latitude: location.latitude, longitude: location.longitude };
  const target =
    ride.status === 'accepted'
      ? { latitude: ride.pickupLatitude, longitude: ride.pickupLongitude }
      : { latitude: ride.destinationLatitude, longitude: ride.destinationLongitude };
  const eta = await estimateEta(app, {
    from: driverLocation,
    to: target,
    vehicleType: ride.vehicleType as VehicleRole,
  });
  return {
    rideId: ride.id,
    status: ride.status,
    driverLocation,
    seenAt: location.updatedAt.toISOString(),
    ...eta,
  };
}
