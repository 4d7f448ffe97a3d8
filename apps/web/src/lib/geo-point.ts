import type { GeoPoint } from '@waka/shared';

/** True for a {latitude, longitude} pair of finite numbers (what storage and the map may hand back). */
export function isGeoPoint(value: unknown): value is GeoPoint {
  const point = value as Partial<GeoPoint> | null;
  return (
    !!point &&
    typeof point.latitude === 'number' &&
    typeof point.longitude === 'number' &&
    Number.isFinite(point.latitude) &&
    Number.isFinite(point.longitude)
  );
}
