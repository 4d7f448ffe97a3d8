// One ride's timeline of status transitions (ride_events).
import { useRide } from '../api/get-ride';
import { formatDateTime, formatNaira, statusLabel } from '../lib/format';
import { QueryState } from './query-state';

export function RideTimeline({ rideId, onClose }: { rideId: string; onClose: () => void }) {
  const detail = useRide(rideId);
  const ride = detail.data?.ride;
  return (
    <aside className="admin-card admin-side" aria-label="Ride timeline">
      <div className="admin-section-head">
        <h2>Ride {rideId.slice(0, 8)}</h2>
        <button type="button" className="admin-btn" onClick={onClose}>
          Close
        </button>
      </div>
      <QueryState isLoading={detail.isLoading} error={detail.error} isEmpty={false} emptyText="">
        {ride && (
          <>
            <p>
              <span className={`admin-status admin-status--${ride.status}`}>{statusLabel(ride.status)}</span>{' '}
              {ride.pickupName} → {ride.destinationName}
            </p>
            <dl className="admin-details">
              <div>
                <dt>Rider</dt>
                <dd>
                  {ride.rider.name} · {ride.rider.phoneNumber}
                </dd>
              </div>
              <div>
                <dt>Driver</dt>
                <dd>
                  {ride.driver.name} · {ride.driver.phoneNumber}
                </dd>
              </div>
              <div>
                <dt>Fare</dt>
                <dd>{formatNaira(ride.fare)}</dd>
              </div>
              <div>
                <dt>Commission</dt>
                <dd>{ride.commission === null ? '—' : formatNaira(ride.commission)}</dd>
              </div>
              {ride.notes && (
                <div>
                  <dt>Notes</dt>
                  <dd>{ride.notes}</dd>
                </div>
              )}
            </dl>
            <h3>Timeline</h3>
            <ol className="admin-timeline">
              {detail.data?.timeline.map((event) => (
                <li key={`${event.createdAt}-${event.toStatus}`}>
                  <time>{formatDateTime(event.createdAt)}</time>
                  <span>
                    {event.fromStatus ? `${statusLabel(event.fromStatus)} → ` : ''}
                    <strong>{statusLabel(event.toStatus)}</strong>
                    {event.actor ? ` by ${event.actor.name}` : ' (system)'}
                  </span>
                </li>
              ))}
              {detail.data?.timeline.length === 0 && (
                <li className="admin-muted">No transitions recorded.</li>
              )}
            </ol>
          </>
        )}
      </QueryState>
    </aside>
  );
}
