// Once a driver accepted: their position moving on the map and an ETA (to the pickup, then to the
// destination), refreshed every few seconds while the ride runs.

import { useQuery } from '@tanstack/react-query';
import { type DriverPosition, type GeoPoint, personWord, type VehicleType } from '@waka/shared';
import { useMemo } from 'react';
import { LazyRideMap } from '../../rider/components/lazy-ride-map';
import type { MapMarker } from '../../rider/components/map-marker';
import { getDriverPosition } from '../api/get-driver-position';

export const POSITION_REFRESH_MS = 5000;

function etaText(position: DriverPosition | undefined, vehicleType: VehicleType): string {
  if (!position || position.etaSeconds === undefined)
    return `Waiting for the ${personWord(vehicleType)}’s position…`;
  const minutes = Math.max(1, Math.round(position.etaSeconds / 60));
  const km = ((position.distanceMeters ?? 0) / 1000).toFixed(1);
  const where = position.status === 'in_progress' ? 'at your destination' : 'at your pickup';
  return `About ${minutes} min ${where} (${km} km)`;
}

export function DriverTracker(props: { rideId: string; vehicleType: VehicleType; pickup?: GeoPoint }) {
  const { rideId, vehicleType, pickup } = props;
  const position = useQuery({
    queryKey: ['booking', 'driver-position', rideId],
    queryFn: () => getDriverPosition(rideId),
    refetchInterval: (query) =>
      query.state.data && !['accepted', 'in_progress'].includes(query.state.data.status)
        ? false
        : POSITION_REFRESH_MS,
  });
  const yours = `Your ${personWord(vehicleType)}`;
  const markers = useMemo<MapMarker[]>(() => {
    const list: MapMarker[] = [];
    if (pickup) list.push({ id: 'pickup', kind: 'pickup', position: pickup, title: 'Pickup' });
    const at = position.data?.driverLocation;
    if (at) list.push({ id: 'driver', kind: vehicleType, position: at, title: yours });
    return list;
  }, [pickup, position.data?.driverLocation, vehicleType, yours]);
  return (
    <section className="driver-tracker" aria-label={yours}>
      <p className="driver-tracker__eta" aria-live="polite">
        {etaText(position.data, vehicleType)}
      </p>
      <LazyRideMap markers={markers} label={`Map of your ${personWord(vehicleType)} and the pickup point`} />
    </section>
  );
}
