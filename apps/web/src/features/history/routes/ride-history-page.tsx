// /ride-history: needs the stored role; commission for non-riders only;
// riders see the driver's name, drivers and bikers the rider's.
import { formatNaira, MSG, personTitle } from '@waka/shared';
import { Link } from 'react-router';
import { Card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadError } from '../../../components/ui/load-error';
import { PageHeader } from '../../../components/ui/page-header';
import { Spinner } from '../../../components/ui/spinner';
import { formatDateTime } from '../../../lib/relative-time';
import { useSession } from '../../../lib/role';
import { useRideHistory } from '../api/get-ride-history';
import { StatusBadge } from '../components/status-badge';
import '../history.css';

export default function RideHistoryPage() {
  const { role } = useSession();
  const rides = useRideHistory(role);
  const isRider = role === 'rider';

  return (
    <main className="page">
      <PageHeader title="Ride History" />
      {!role && <EmptyState tone="error" message={MSG.userRoleNotFound} />}
      {role && rides.isPending && (
        <div className="list-loading">
          <Spinner light={false} label="Loading ride history" />
        </div>
      )}
      {rides.isError && (
        <LoadError
          error={rides.error}
          fallback={'Failed to load ride history'}
          onRetry={() => void rides.refetch()}
        />
      )}
      {rides.isSuccess && rides.data.length === 0 && <EmptyState message="No ride history found." />}
      {rides.isSuccess && rides.data.length > 0 && (
        <ul className="history-list">
          {rides.data.map((ride) => (
            <li key={ride._id}>
              <Card>
                <dl className="history-fields">
                  <dt>From</dt>
                  <dd>{ride.pickupLocationName || '—'}</dd>
                  <dt>To</dt>
                  <dd>{ride.destinationLocationName || '—'}</dd>
                  <dt>{isRider ? personTitle(ride.vehicleType) : 'Rider'}</dt>
                  <dd>{(isRider ? ride.driver?.name : ride.rider?.name) || '—'}</dd>
                  <dt>Fare</dt>
                  <dd>{ride.fare == null ? '—' : formatNaira(ride.fare)}</dd>
                  <dt>Status</dt>
                  <dd>
                    <StatusBadge status={ride.status} />
                  </dd>
                  <dt>Note</dt>
                  <dd>{ride.notes || '—'}</dd>
                  {!isRider && (
                    <>
                      <dt>App Commission</dt>
                      <dd>{formatNaira(ride.commission ?? 0)}</dd>
                    </>
                  )}
                </dl>
                <time className="history-meta" dateTime={ride.createdAt}>
                  {formatDateTime(ride.createdAt)}
                </time>
                {ride.status === 'completed' && (
                  <Link className="history-receipt" to={`/receipt/${ride._id}`}>
                    View receipt
                  </Link>
                )}
              </Card>
            </li>
          ))}
        </ul>
      )}
    </main>
  );
}
