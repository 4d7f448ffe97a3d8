// /book-nearest/:id — the rider's "book the nearest" request: which batch, how many drivers asked, how long
// it stays open, a cancel; then the driver who accepted, moving on the map with an ETA; then the receipt.

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type DispatchView, personWord } from '@waka/shared';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { Link, useNavigate, useParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { PageHeader } from '../../../components/ui/page-header';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import { useLiveEvents } from '../../live-events';
import { rideStatusQueryOptions } from '../../rides/api/get-ride-status';
import { cancelSearch } from '../api/cancel-search';
import { getDispatch } from '../api/get-dispatch';
import { DriverTracker } from '../components/driver-tracker';
import { formatClock, useCountdown } from '../hooks/use-countdown';
import '../booking.css';

const TYPE_WORD = { biker: 'bike', driver: 'car' } as const;

export default function BookNearestPage() {
  const { id = '' } = useParams();
  const queryClient = useQueryClient();
  const key = ['booking', 'dispatch', id];
  const dispatch = useQuery({
    queryKey: key,
    queryFn: () => getDispatch(id),
    // The live events carry every change; this is the fallback when the stream is down.
    refetchInterval: (query) => (query.state.data?.status === 'searching' ? 5000 : false),
  });
  const isMatched = dispatch.data?.status === 'matched';
  const ride = useQuery({
    ...rideStatusQueryOptions(id),
    enabled: isMatched,
    refetchInterval: (query) => (query.state.data?.status === 'completed' ? false : 5000),
  });
  useLiveEvents({
    'dispatch.progress': (event) => {
      if (event.rideId !== id) return;
      queryClient.setQueryData<DispatchView>(key, (current) =>
        current ? { ...current, ...event } : current,
      );
    },
    'ride.status': (event) => {
      if (event.rideId === id) void ride.refetch();
    },
  });

  if (dispatch.isPending) return <Spinner label="Loading your request" />;
  if (dispatch.isError || !dispatch.data)
    return (
      <main className="page">
        <PageHeader title="Book the nearest" backTo="/Dashboard" />
        <p role="alert">{errorMessage(dispatch.error)}</p>
      </main>
    );
  const view = dispatch.data;
  const status = ride.data?.status;
  return (
    <main className="page book-nearest-page">
      <PageHeader title={`Nearest ${TYPE_WORD[view.preferredType]}`} backTo="/Dashboard" />
      <p className="book-nearest-page__trip">
        {view.pickupLocationName} → {view.destinationLocationName} · ₦{view.fare.toLocaleString('en-NG')}
      </p>
      {view.status === 'searching' && <Searching view={view} />}
      {view.status === 'unmatched' && <Ended text={view.message ?? 'Nobody accepted your request.'} />}
      {view.status === 'cancelled' && <Ended text="You cancelled this request." />}
      {isMatched && (
        <>
          <section className="card book-nearest-page__driver" aria-live="polite">
            <h2>{ride.data?.driverName ?? `Your ${personWord(view.preferredType)}`} accepted</h2>
            {ride.data?.driverPhoneNumber && (
              <a href={`tel:${ride.data.driverPhoneNumber}`}>Call {ride.data.driverPhoneNumber}</a>
            )}
            {status === 'in_progress' && <p>Your ride is under way.</p>}
          </section>
          {status === 'completed' ? (
            <section className="card" aria-live="polite">
              <h2>Ride complete</h2>
              <Link className="button button--primary" to={`/receipt/${id}`}>
                View receipt
              </Link>
            </section>
          ) : status === 'accepted' || status === 'in_progress' ? (
            <DriverTracker rideId={id} vehicleType={view.preferredType} pickup={view.pickupLocation} />
          ) : status ? (
            <Ended text={`This ride ended: ${status.replace('_', ' ')}.`} />
          ) : null}
        </>
      )}
    </main>
  );
}

function Searching({ view }: { view: DispatchView }) {
  const navigate = useNavigate();
  const [isCancelling, setCancelling] = useState(false);
  const left = useCountdown(view.expiresAt);
  const kind = TYPE_WORD[view.preferredType];
  return (
    <section className="card book-nearest-page__search" aria-live="polite">
      <Spinner label={`Finding the nearest ${kind}`} />
      <h2>Finding the nearest {kind}…</h2>
      <p className="book-nearest-page__progress">
        Round {view.batch}: asked {view.asked} {personWord(view.preferredType, view.asked)}
        {view.radiusMeters > 0 ? ` within ${(view.radiusMeters / 1000).toFixed(1)} km` : ''}
      </p>
      {left !== null && (
        <p className="book-nearest-page__expiry">
          Request open for <strong>{formatClock(left)}</strong>
        </p>
      )}
      <Button
        variant="danger"
        isLoading={isCancelling}
        onClick={() => {
          setCancelling(true);
          cancelSearch(view.rideId)
            .then(() => {
              toast.success('Ride request cancelled');
              navigate('/Dashboard', { replace: true });
            })
            .catch((error: unknown) => toast.error(errorMessage(error)))
            .finally(() => setCancelling(false));
        }}
      >
        Cancel request
      </Button>
    </section>
  );
}

function Ended({ text }: { text: string }) {
  return (
    <section className="card book-nearest-page__ended" role="status">
      <p>{text}</p>
      <Link className="button button--primary" to="/Dashboard">
        Back to the dashboard
      </Link>
    </section>
  );
}
