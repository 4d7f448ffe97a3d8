// /book-nearest/:id — the rider's "book the nearest" request: which batch, how many drivers asked, how long
// it stays open, a cancel; then the driver who accepted, moving on the map with an ETA; then the receipt.

import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { DispatchView } from '@waka/shared';
import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { PageHeader } from '../../../components/ui/page-header';
import { Spinner } from '../../../components/ui/spinner';
import { useFormat } from '../../../i18n/format';
import { useRideWords } from '../../../i18n/ride-words';
import { errorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useLiveEvents } from '../../live-events';
import { rideStatusQueryOptions } from '../../rides/api/get-ride-status';
import { cancelSearch } from '../api/cancel-search';
import { getDispatch } from '../api/get-dispatch';
import { DriverTracker } from '../components/driver-tracker';
import { formatClock, useCountdown } from '../hooks/use-countdown';
import '../booking.css';

export default function BookNearestPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation('booking');
  const words = useRideWords();
  const format = useFormat();
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

  if (dispatch.isPending) return <Spinner label={t('loadingRequest')} />;
  if (dispatch.isError || !dispatch.data)
    return (
      <main className="page">
        <PageHeader title={t('title')} backTo="/Dashboard" />
        <p role="alert">{errorMessage(dispatch.error)}</p>
      </main>
    );
  const view = dispatch.data;
  const status = ride.data?.status;
  return (
    <main className="page book-nearest-page">
      <PageHeader
        title={view.preferredType === 'biker' ? t('nearestBikeTitle') : t('nearestCarTitle')}
        backTo="/Dashboard"
      />
      <p className="book-nearest-page__trip">
        {view.pickupLocationName} → {view.destinationLocationName} · {format.naira(view.fare, 0)}
      </p>
      {view.status === 'searching' && <Searching view={view} />}
      {view.status === 'unmatched' && <Ended text={view.message ?? t('nobodyAccepted')} />}
      {view.status === 'cancelled' && <Ended text={t('youCancelled')} />}
      {isMatched && (
        <>
          <section className="card book-nearest-page__driver" aria-live="polite">
            <h2>
              {t('accepted', {
                name: ride.data?.driverName ?? t('yourPerson', { person: words.person(view.preferredType) }),
              })}
            </h2>
            {ride.data?.driverPhoneNumber && (
              <a href={`tel:${ride.data.driverPhoneNumber}`}>
                {t('call', { phone: ride.data.driverPhoneNumber })}
              </a>
            )}
            {status === 'in_progress' && <p>{t('underWay')}</p>}
          </section>
          {status === 'completed' ? (
            <section className="card" aria-live="polite">
              <h2>{t('rideComplete')}</h2>
              <Link className="button button--primary" to={`/receipt/${id}`}>
                {t('viewReceipt')}
              </Link>
            </section>
          ) : status === 'accepted' || status === 'in_progress' ? (
            <DriverTracker rideId={id} vehicleType={view.preferredType} pickup={view.pickupLocation} />
          ) : status ? (
            <Ended text={t('rideEnded', { status: status.replace('_', ' ') })} />
          ) : null}
        </>
      )}
    </main>
  );
}

function Searching({ view }: { view: DispatchView }) {
  const navigate = useNavigate();
  const [isCancelling, setCancelling] = useState(false);
  const { t } = useTranslation('booking');
  const words = useRideWords();
  const format = useFormat();
  const left = useCountdown(view.expiresAt);
  const finding = view.preferredType === 'biker' ? t('findingBike') : t('findingCar');
  return (
    <section className="card book-nearest-page__search" aria-live="polite">
      <Spinner label={finding} />
      <h2>{finding}…</h2>
      <p className="book-nearest-page__progress">
        {t('round', {
          batch: format.number(view.batch),
          asked: format.number(view.asked),
          people: words.person(view.preferredType, view.asked),
        })}
        {view.radiusMeters > 0
          ? t('within', { distance: `${(view.radiusMeters / 1000).toFixed(1)} km` })
          : ''}
      </p>
      {left !== null && (
        <p className="book-nearest-page__expiry">
          <Trans
            t={t}
            i18nKey="openFor"
            values={{ time: formatClock(left) }}
            components={{ strong: <strong /> }}
          />
        </p>
      )}
      <Button
        variant="danger"
        isLoading={isCancelling}
        onClick={() => {
          setCancelling(true);
          cancelSearch(view.rideId)
            .then(() => {
              toast.success(t('requestCancelled'));
              navigate('/Dashboard', { replace: true });
            })
            .catch((error: unknown) => toast.error(errorMessage(error)))
            .finally(() => setCancelling(false));
        }}
      >
        {t('cancelRequest')}
      </Button>
    </section>
  );
}

function Ended({ text }: { text: string }) {
  const { t } = useTranslation('booking');
  return (
    <section className="card book-nearest-page__ended" role="status">
      <p>{text}</p>
      <Link className="button button--primary" to="/Dashboard">
        {t('backToDashboard')}
      </Link>
    </section>
  );
}
