// Once a driver accepted: their position moving on the map and an ETA (to the pickup, then to the
// destination), refreshed every few seconds while the ride runs.

import { useQuery } from '@tanstack/react-query';
import type { DriverPosition, GeoPoint, VehicleType } from '@waka/shared';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { type Formatters, useFormat } from '../../../i18n/format';
import { type RideWords, useRideWords } from '../../../i18n/ride-words';
import { LazyRideMap } from '../../rider/components/lazy-ride-map';
import type { MapMarker } from '../../rider/components/map-marker';
import { getDriverPosition } from '../api/get-driver-position';

export const POSITION_REFRESH_MS = 5000;

function etaText(
  t: TFunction<'booking'>,
  format: Formatters,
  words: RideWords,
  position: DriverPosition | undefined,
  vehicleType: VehicleType,
): string {
  if (!position || position.etaSeconds === undefined)
    return t('waitingPosition', { person: words.person(vehicleType) });
  const minutes = format.number(Math.max(1, Math.round(position.etaSeconds / 60)));
  const distance = `${((position.distanceMeters ?? 0) / 1000).toFixed(1)} km`;
  return position.status === 'in_progress'
    ? t('etaDestination', { minutes, distance })
    : t('etaPickup', { minutes, distance });
}

export function DriverTracker(props: { rideId: string; vehicleType: VehicleType; pickup?: GeoPoint }) {
  const { rideId, vehicleType, pickup } = props;
  const { t } = useTranslation('booking');
  const words = useRideWords();
  const format = useFormat();
  const position = useQuery({
    queryKey: ['booking', 'driver-position', rideId],
    queryFn: () => getDriverPosition(rideId),
    refetchInterval: (query) =>
      query.state.data && !['accepted', 'in_progress'].includes(query.state.data.status)
        ? false
        : POSITION_REFRESH_MS,
  });
  const yours = t('yourPerson', { person: words.person(vehicleType) });
  const markers = useMemo<MapMarker[]>(() => {
    const list: MapMarker[] = [];
    if (pickup) list.push({ id: 'pickup', kind: 'pickup', position: pickup, title: t('pickup') });
    const at = position.data?.driverLocation;
    if (at) list.push({ id: 'driver', kind: vehicleType, position: at, title: yours });
    return list;
  }, [pickup, position.data?.driverLocation, vehicleType, yours, t]);
  return (
    <section className="driver-tracker" aria-label={yours}>
      <p className="driver-tracker__eta" aria-live="polite">
        {etaText(t, format, words, position.data, vehicleType)}
      </p>
      <LazyRideMap markers={markers} label={t('trackerMap', { person: words.person(vehicleType) })} />
    </section>
  );
}
