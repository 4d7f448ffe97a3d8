// Spec §2 /driver-details with the §4 ride status rules: request, live status, cancel, completion.
import { DESTINATION_LOOKUP_DELAY_MS, isFinalStatus, RIDE_STATUS_LABELS, telLink } from '@waka/shared';
import { useEffect, useMemo, useState } from 'react';
import toast from 'react-hot-toast';
import { Link, useNavigate } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';
import { storage } from '../../../lib/storage';
import { type LatLng, useReverseGeocode } from '../../places';
import { RideSafetyCard, savePendingRating, useRideSafety } from '../../safety';
import { useCurrentRide } from '../api/get-current-ride';
import { LazyRideMap } from '../components/lazy-ride-map';
import type { MapMarker } from '../components/map-marker';
import { RideActionButton } from '../components/ride-action-button';
import { RideOutcomeNote } from '../components/ride-outcome-note';
import { RideSummary } from '../components/ride-summary';
import { useRideActions } from '../hooks/use-ride-actions';
import { useRideTracking } from '../hooks/use-ride-tracking';
import {
  clearRideState,
  readFareEstimate,
  readRideDetails,
  readRideId,
  saveRideDetails,
} from '../lib/ride-storage';
import { rideDetailsFromServer } from '../lib/server-ride';
import { readStoredLocation } from '../lib/user-location';
import '../rider.css';

export default function DriverDetailsPage() {
  const navigate = useNavigate();
  const [details, setDetails] = useState(readRideDetails);
  const [rideId, setRideId] = useState(readRideId);
  const [status, setStatus] = useState<string>(() => details?.rideStatus ?? 'pending');
  const [phone, setPhone] = useState<string | null>(null);
  const [driverAt, setDriverAt] = useState<LatLng | null>(null);
  const [notes, setNotes] = useState('');
  const [storedFare] = useState(readFareEstimate);
  const serverRide = useCurrentRide().data?.ride ?? null;
  const fare = storedFare ?? serverRide?.fare ?? null;
  const pickup = useMemo(readStoredLocation, []);
  const isOtherUser = !!details && details.userId !== storage.get('userId');

  // Spec §4: a stored ride of a different user is cleared.
  useEffect(() => {
    if (isOtherUser) {
      clearRideState();
      navigate('/Dashboard', { replace: true });
    }
  }, [isOtherUser, navigate]);

  // The server's open ride wins over the stored copy: a second device, or a page opened after a change made
  // elsewhere, shows the ride as it is now.
  useEffect(() => {
    const userId = storage.get('userId');
    if (!serverRide || !userId) return;
    setDetails((current) =>
      current && current.userId === userId && readRideId() === serverRide._id
        ? current
        : rideDetailsFromServer(serverRide, userId),
    );
    setRideId(serverRide._id);
    setStatus(serverRide.status);
    if (serverRide.driverPhoneNumber) setPhone(serverRide.driverPhoneNumber);
  }, [serverRide]);

  useRideTracking(isOtherUser ? null : rideId, status, (update) => {
    if (update.driverPhoneNumber) setPhone(update.driverPhoneNumber);
    if ('driverLocation' in update && update.driverLocation) setDriverAt(update.driverLocation);
    if (update.status === status) return;
    if (update.status === 'completed') {
      if (rideId) savePendingRating({ rideId, name: details?.drivers_name ?? 'your driver' });
      clearRideState();
      toast.success('Ride completed');
      navigate('/Dashboard', { replace: true });
      return;
    }
    setStatus(update.status);
    const stored = readRideDetails();
    if (stored) saveRideDetails({ ...stored, rideStatus: update.status });
  });

  const actions = useRideActions(details, (id) => {
    setRideId(id);
    setStatus('requested');
    setDetails(readRideDetails());
  });

  // Spec §7: the destination address is looked up 5 s after the pickup lookup.
  const pickupAddress = useReverseGeocode(pickup);
  const [isDestinationDue, setIsDestinationDue] = useState(false);
  useEffect(() => {
    if (pickupAddress.isPending) return;
    const timer = setTimeout(() => setIsDestinationDue(true), DESTINATION_LOOKUP_DELAY_MS);
    return () => clearTimeout(timer);
  }, [pickupAddress.isPending]);
  const destinationPoint = details
    ? { latitude: details.destination_latitude, longitude: details.destination_longitude }
    : null;
  const destinationAddress = useReverseGeocode(destinationPoint, { enabled: isDestinationDue });

  const isAccepted = status === 'accepted' || status === 'in_progress';
  const safety = useRideSafety(rideId, status);
  const markers = useMemo<MapMarker[]>(() => {
    if (!details) return [];
    const list: MapMarker[] = [];
    if (pickup) list.push({ id: 'pickup', kind: 'pickup', position: pickup, title: 'Pickup' });
    list.push({
      id: 'destination',
      kind: 'destination',
      position: { latitude: details.destination_latitude, longitude: details.destination_longitude },
      title: `Destination: ${details.destination_name}`,
    });
    if (isAccepted && driverAt)
      list.push({
        id: 'driver',
        kind: details.preferredType,
        position: driverAt,
        title: details.drivers_name,
      });
    return list;
  }, [details, pickup, driverAt, isAccepted]);

  if (!details || isOtherUser) {
    return (
      <main className="page">
        <PageHeader title="Driver Details" backTo="/Dashboard" />
        <EmptyState message="No ride selected." action={<Link to="/Dashboard">Back to Dashboard</Link>} />
      </main>
    );
  }

  const isPendingUnsent = status === 'pending' && !rideId;
  const label = RIDE_STATUS_LABELS[status as keyof typeof RIDE_STATUS_LABELS];
  return (
    <main className="page driver-details">
      <PageHeader title="Driver Details" backTo="/Dashboard" />
      <RideSummary
        name={details.drivers_name}
        location={details.locate}
        pickup={pickupAddress.data}
        destination={details.destination_name}
        destinationAddress={destinationAddress.data}
        fare={fare}
      />
      <LazyRideMap markers={markers} label="Map of the pickup, the destination and your driver" />
      <section className="driver-details__status" aria-live="polite">
        <p>
          Status: <strong data-testid="ride-status">{status.toUpperCase()}</strong>
        </p>
        {label && <p className="driver-details__label">{label}</p>}
        <RideOutcomeNote status={status} preferredType={details.preferredType} />
        {isAccepted && phone && (
          <p>
            Phone: <a href={telLink(phone)}>{phone}</a>
          </p>
        )}
      </section>
      {isAccepted && rideId && safety.data && <RideSafetyCard rideId={rideId} safety={safety.data} />}
      {isPendingUnsent && (
        <div className="field">
          <label htmlFor="ride-notes">Message to the {details.preferredType}</label>
          <textarea
            id="ride-notes"
            className="textarea"
            placeholder="Enter your message..."
            value={notes}
            onChange={(event) => setNotes(event.target.value)}
          />
          <p className="hint">The driver's phone number will show once your request is accepted.</p>
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
