// /trip/{token}: a shared trip for someone without an account — driver's first name, vehicle and plate, the
// live position, pickup, destination and status; once the trip is over only "This trip has ended".
import { personTitle, RIDE_STATUS_LABELS, RIDE_STATUSES, TRIP_ENDED_MESSAGE } from '@waka/shared';
import { useMemo } from 'react';
import { useParams } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state';
import { errorMessage } from '../../../lib/api-client';
import { LazyRideMap } from '../../rider/components/lazy-ride-map';
import type { MapMarker } from '../../rider/components/map-marker';
import { useSharedTrip } from '../api/get-trip';
import '../../rider/rider.css';
import '../safety.css';

/** The label of a known ride status; the status itself otherwise. */
function statusLabel(status: string): string {
  const known = RIDE_STATUSES.find((candidate) => candidate === status);
  return (known && RIDE_STATUS_LABELS[known]) ?? status;
}

export default function TripPage() {
  const { token = '' } = useParams();
  const trip = useSharedTrip(token);
  const data = trip.data;
  const markers = useMemo<MapMarker[]>(() => {
    if (!data || data.ended) return [];
    const list: MapMarker[] = [];
    if (data.pickup) list.push({ id: 'pickup', kind: 'pickup', position: data.pickup, title: 'Pickup' });
    if (data.destination)
      list.push({ id: 'destination', kind: 'destination', position: data.destination, title: 'Destination' });
    if (data.driverLocation)
      list.push({
        id: 'driver',
        kind: data.vehicle?.type ?? 'driver',
        position: data.driverLocation,
        title: data.driverFirstName ?? personTitle(data.vehicle?.type ?? 'driver'),
      });
    return list;
  }, [data]);

  return (
    <main className="page trip-page">
      <h1>Shared Waka trip</h1>
      {trip.isPending && <p className="hint">Loading the trip…</p>}
      {trip.isError && <EmptyState message={errorMessage(trip.error, 'This trip could not be loaded.')} />}
      {data?.ended && (
        <p className="trip-page__ended" role="status" data-testid="trip-ended">
          {data.message ?? TRIP_ENDED_MESSAGE}
        </p>
      )}
      {data && !data.ended && (
        <>
          <section className="card safety-card" aria-label="Vehicle">
            <p>
              Status: <strong data-testid="trip-status">{statusLabel(data.status)}</strong>
            </p>
            <p>
              {data.driverFirstName} · {data.vehicle?.model}{' '}
              <span className="safety-card__plate">{data.vehicle?.plate}</span>
            </p>
            <p>
              From <strong>{data.pickup?.name}</strong> to <strong>{data.destination?.name}</strong>
            </p>
            {data.driverLocation && (
              <p className="hint" data-testid="trip-position">
                Position {data.driverLocation.latitude.toFixed(5)}, {data.driverLocation.longitude.toFixed(5)}{' '}
                · updated {new Date(data.driverLocation.updatedAt).toLocaleTimeString()}
              </p>
            )}
          </section>
          <LazyRideMap markers={markers} label="Map of the trip and the vehicle's position" />
        </>
      )}
    </main>
  );
}
