export interface LatLng {
  latitude: number;
  longitude: number;
}

export function isLatLng(value: unknown): value is LatLng {
  const v = value as Partial<LatLng> | null;
  return (
    !!v &&
    typeof v.latitude === 'number' &&
    typeof v.longitude === 'number' &&
    Number.isFinite(v.latitude) &&
    Number.isFinite(v.longitude)
  );
}
