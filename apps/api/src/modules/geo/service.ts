// Geo service (issue 4): destination search and address lookup for the routes and for other modules
// (rides use reverseGeocode for pickupAddress/destinationAddress). One geocoder per configuration, so
// every plugin of one app shares the provider cache and cool-down.
import { MSG, SUGGESTION_LIMIT, SUGGESTION_MIN_QUERY_LENGTH } from '@waka/shared';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import { createGeocoder, type Geocoder, geocoderOptionsFromConfig } from '../../providers/geocoding/geocoder';
import type { GeoPoint, PlaceSuggestion } from '../../providers/geocoding/types';

const geocoders = new WeakMap<Config, Geocoder>();

/** The app's geocoder, built on first use from its configuration (PHOTON_URL, LOCATIONIQ_KEY …). */
export function geocoderFor(app: FastifyInstance): Geocoder {
  let geocoder = geocoders.get(app.config);
  if (!geocoder) {
    geocoder = createGeocoder(app.log, geocoderOptionsFromConfig(app.config));
    geocoders.set(app.config, geocoder);
  }
  return geocoder;
}

/** The address of a point: the provider's display name, "Near <place>, <state>", or 'Unknown location'. */
export async function reverseGeocode(app: FastifyInstance, point: GeoPoint): Promise<string> {
  if (!isValidPoint(point)) return MSG.unknownLocation;
  try {
    return (await geocoderFor(app).reverse(point)) ?? MSG.unknownLocation;
  } catch (error) {
    // The gazetteer does not throw; this guards callers such as ride requests from ever failing on an address.
    app.log.error({ err: error }, 'reverse geocoding failed');
    return MSG.unknownLocation;
  }
}

/** Up to 5 suggestions near the rider (spec §5 Destination search); none for a query under 3 characters. */
export async function searchPlaces(
  app: FastifyInstance,
  options: { q: string; latitude?: number; longitude?: number },
): Promise<PlaceSuggestion[]> {
  const q = options.q.trim().replace(/\s+/g, ' ');
  if (q.length < SUGGESTION_MIN_QUERY_LENGTH) return [];
  const near =
    options.latitude !== undefined && options.longitude !== undefined
      ? { latitude: options.latitude, longitude: options.longitude }
      : undefined;
  const places = await geocoderFor(app).search({
    q,
    near: near && isValidPoint(near) ? near : undefined,
    limit: SUGGESTION_LIMIT,
  });
  return places.slice(0, SUGGESTION_LIMIT);
}

function isValidPoint(point: GeoPoint): boolean {
  return (
    Number.isFinite(point.latitude) &&
    Number.isFinite(point.longitude) &&
    Math.abs(point.latitude) <= 90 &&
    Math.abs(point.longitude) <= 180
  );
}
