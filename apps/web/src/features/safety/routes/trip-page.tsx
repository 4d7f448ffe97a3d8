// /trip/{token}: a shared trip for someone without an account — driver's first name, vehicle and plate, the
// live position, pickup, destination and status; once the trip is over only "This trip has ended".
import { useMemo } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state';
import { useFormat } from '../../../i18n/format';
import { useRideWords } from '../../../i18n/ride-words';
import { errorMessage } from '../../../lib/api-client';
import { LazyRideMap } from '../../rider/components/lazy-ride-map';
import type { MapMarker } from '../../rider/components/map-marker';
import { useSharedTrip } from '../api/get-trip';
import '../../rider/rider.css';
import '../safety.css';

export default function TripPage() {
  const { token = '' } = useParams();
  const { t } = useTranslation('safety');
  const words = useRideWords();
  const format = useFormat();
  const trip = useSharedTrip(token);
  const data = trip.data;
  const markers = useMemo<MapMarker[]>(() => {
    if (!data || data.ended) return [];
    const list: MapMarker[] = [];
    if (data.pickup) list.push({ id: 'pickup', kind: 'pickup', position: data.pickup, title: t('pickup') });
    if (data.destination)
      list.push({
        id: 'destination',
        kind: 'destination',
        position: data.destination,
        title: t('destination'),
      });
    if (data.driverLocation)
      list.push({
        id: 'driver',
        kind: data.vehicle?.type ?? 'driver',
        position: data.driverLocation,
        title: data.driverFirstName ?? words.personTitle(data.vehicle?.type ?? 'driver'),
      });
    return list;
  }, [data, t, words.personTitle]);

  return (
    <main className="page trip-page">
      <h1>{t('sharedTrip')}</h1>
      {trip.isPending && <p className="hint">{t('loadingTrip')}</p>}
      {trip.isError && <EmptyState message={errorMessage(trip.error, t('tripFailed'))} />}
      {data?.ended && (
        <p className="trip-page__ended" role="status" data-testid="trip-ended">
          {data.message ?? t('tripEnded')}
        </p>
      )}
      {data && !data.ended && (
        <>
          <section className="card safety-card" aria-label={t('vehicle')}>
            <p>
              {t('status')} <strong data-testid="trip-status">{words.statusLabel(data.status)}</strong>
            </p>
            <p>
              {data.driverFirstName} · {data.vehicle?.model}{' '}
              <span className="safety-card__plate">{data.vehicle?.plate}</span>
            </p>
            <p>
              <Trans
                t={t}
                i18nKey="fromTo"
                values={{ from: data.pickup?.name, to: data.destination?.name }}
                components={{ from: <strong />, to: <strong /> }}
              />
            </p>
            {data.driverLocation && (
              <p className="hint" data-testid="trip-position">
                {t('position', {
                  latitude: data.driverLocation.latitude.toFixed(5),
                  longitude: data.driverLocation.longitude.toFixed(5),
                  time: format.time(data.driverLocation.updatedAt, true),
                })}
              </p>
            )}
          </section>
          <LazyRideMap markers={markers} label={t('tripMap')} />
        </>
      )}
    </main>
  );
}
