// /driver-details: the chosen person and trip, the request with its note, then the ride's live status until
// it ends: the phone number once accepted, the driver on the map, cancel, completion.
import { isFinalStatus, telLink } from '@waka/shared';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';
import { useRideWords } from '../../../i18n/ride-words';
import { toast } from '../../../lib/toast';
import { readUserLocation } from '../../../lib/user-location';
import { RideSafetyCard, savePendingRating, useRideSafety } from '../../safety';
import { LazyRideMap } from '../components/lazy-ride-map';
import type { MapMarker } from '../components/map-marker';
import { RideActionButton } from '../components/ride-action-button';
import { RideOutcomeNote } from '../components/ride-outcome-note';
import { RideSummary } from '../components/ride-summary';
import { useCurrentRide } from '../hooks/use-current-ride';
import { useRideActions } from '../hooks/use-ride-actions';
import { useRideTracking } from '../hooks/use-ride-tracking';
import { useTripAddresses } from '../hooks/use-trip-addresses';
import '../rider.css';

export default function DriverDetailsPage() {
  const navigate = useNavigate();
  // Every namespace the ride screen's parts read, fetched together before its first paint.
  const { t } = useTranslation(['rider', 'ride', 'safety']);
  const words = useRideWords();
  const ride = useCurrentRide();
  const { details, rideId, status, isOtherUser } = ride;
  const [notes, setNotes] = useState('');
  const pickup = useMemo(readUserLocation, []);
  const tracking = useRideTracking(isOtherUser ? null : rideId, status);
  const update = tracking.update;
  const phone = update?.driverPhoneNumber ?? ride.serverRide?.driverPhoneNumber ?? null;
  const driverAt = update?.driverLocation ?? null;
  const actions = useRideActions();

  // A stored ride of a different user is cleared.
  useEffect(() => {
    if (isOtherUser) {
      ride.clear();
      navigate('/Dashboard', { replace: true });
    }
  }, [isOtherUser, ride.clear, navigate]);

  const ratedName =
    details?.drivers_name ?? t('yourPerson', { person: words.person(details?.preferredType ?? 'driver') });
  // A new status from the server or the live stream: completion ends the ride here (and asks for a rating).
  useEffect(() => {
    if (!update || update.status === status) return;
    if (update.status === 'completed') {
      if (rideId) savePendingRating({ rideId, name: ratedName });
      ride.clear();
      toast.success(t('rideCompleted'));
      navigate('/Dashboard', { replace: true });
      return;
    }
    ride.setStatus(update.status);
  }, [update, status, rideId, ratedName, ride.clear, ride.setStatus, navigate, t]);

  const destinationPoint = useMemo(
    () =>
      details ? { latitude: details.destination_latitude, longitude: details.destination_longitude } : null,
    [details],
  );
  const addresses = useTripAddresses(pickup, destinationPoint);

  const isAccepted = status === 'accepted' || status === 'in_progress';
  const safety = useRideSafety(rideId, status);
  const markers = useMemo<MapMarker[]>(() => {
    if (!details) return [];
    const list: MapMarker[] = [];
    if (pickup) list.push({ id: 'pickup', kind: 'pickup', position: pickup, title: t('pickup') });
    list.push({
      id: 'destination',
      kind: 'destination',
      position: { latitude: details.destination_latitude, longitude: details.destination_longitude },
      title: t('destinationPin', { name: details.destination_name }),
    });
    if (isAccepted && driverAt)
      list.push({
        id: 'driver',
        kind: details.preferredType,
        position: driverAt,
        title: details.drivers_name,
      });
    return list;
  }, [details, pickup, driverAt, isAccepted, t]);

  if (!details || isOtherUser) {
    return (
      <main className="page">
        <PageHeader title={t('driverDetails')} backTo="/Dashboard" />
        <EmptyState
          message={t('noRideSelected')}
          action={<Link to="/Dashboard">{t('backToDashboard')}</Link>}
        />
      </main>
    );
  }

  const isPendingUnsent = status === 'pending' && !rideId;
  const label = words.status(status);
  const person = words.person(details.preferredType);
  return (
    <main className="page driver-details">
      <PageHeader
        title={t('personDetails', { person: words.personTitle(details.preferredType) })}
        backTo="/Dashboard"
      />
      <RideSummary
        name={details.drivers_name}
        location={details.locate}
        pickup={addresses.pickup}
        destination={details.destination_name}
        destinationAddress={addresses.destination}
        fare={ride.fare}
      />
      <LazyRideMap markers={markers} label={t('tripMap', { person })} />
      <section className="driver-details__status" aria-live="polite">
        <p>
          {t('status')} <strong data-testid="ride-status">{words.ridePageStatus(status)}</strong>
        </p>
        {label && <p className="driver-details__label">{label}</p>}
        <RideOutcomeNote status={status} preferredType={details.preferredType} />
        {isAccepted && phone && (
          <p>
            {t('phone')} <a href={telLink(phone)}>{phone}</a>
          </p>
        )}
      </section>
      {isAccepted && rideId && safety.data && <RideSafetyCard rideId={rideId} safety={safety.data} />}
      {isPendingUnsent && (
        <div className="field">
          <label htmlFor="ride-notes">
            {t('messageTo', {
              who: details.preferredType === 'biker' ? t('who.biker') : t('who.driver'),
            })}
          </label>
          <textarea
            id="ride-notes"
            className="textarea"
            placeholder={t('messagePlaceholder')}
            value={notes}
            onChange={(event) => setNotes(event.target.value)}
          />
          <p className="hint">{t('phoneLater', { person })}</p>
        </div>
      )}
      <RideActionButton
        status={isPendingUnsent ? 'pending' : status}
        isBusy={actions.isSending || actions.isCancelling}
        onSend={() => actions.send(notes)}
        onCancel={actions.cancelRequest}
        onGoBack={() => actions.goBack(isFinalStatus(status))}
      />
    </main>
  );
}
