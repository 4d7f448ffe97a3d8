// Destination search, current and destination cards, map, nearby bikers or
// drivers with their 50 s refresh, the hints, the support contact, and the ride / profile modals.
// Rendered in four parts, each in a task of its own, with the page shell on screen until the last is in
// (lib/render-later.tsx, docs/decisions/210): the header and the search; the place tools and the cards; the map,
// the hints and the nearby buttons; then what sits below them and the dialogs.
import type { GeoPoint } from '@waka/shared';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useSearchParams } from 'react-router';
import { Avatar } from '../../../components/ui/avatar';
import { Button } from '../../../components/ui/button';
import { SupportContact } from '../../../components/ui/support-contact';
import { useAppState } from '../../../lib/app-state';
import { RenderAfterPaint, RenderLater } from '../../../lib/render-later';
import { useSession } from '../../../lib/role';
import { useOnceTrue } from '../../../lib/use-once-true';
import { loadRole } from '../../auth/api/get-role';
import { BookNearestButtons } from '../../booking/components/book-nearest-buttons';
import {
  type PlaceSuggestion,
  readChosenDestination,
  reverseGeocode,
  saveChosenDestination,
  useReverseGeocode,
} from '../../places';
import { isProfileCompletionRequested } from '../../profile-completion/completion-request';
import { useIsRatingDue } from '../../safety/hooks/use-is-rating-due';
import { useBikerTripCheck } from '../api/check-biker-trip';
import { GetAvailableHint, RequestHint } from '../components/dashboard-hints';
import { DestinationSearch } from '../components/destination-search';
import { LazyRideMap } from '../components/lazy-ride-map';
import { LocationCard } from '../components/location-card';
import type { MapMarker } from '../components/map-marker';
import { NearbyList } from '../components/nearby-list';
import { type PinTarget, PlaceTools } from '../components/place-tools';
import { RideInProgressModal } from '../components/ride-in-progress-modal';
import { ZoneNotice } from '../components/zone-notice';
import { useChoosePerson } from '../hooks/use-choose-person';
import { useCurrentLocation } from '../hooks/use-current-location';
import { useCurrentRide } from '../hooks/use-current-ride';
import { useNearbyPeople } from '../hooks/use-nearby-people';
import '../rider.css';

// The dialogs that may open over the page (rate the last ride, complete the profile) open on answers that
// arrive later anyway: their code is fetched once the page has painted, not with the page, and only when there
// is something to show (a rating due, profile details missing or asked for): most visits need neither.
const RateRidePrompt = lazy(() =>
  import('../../safety/components/rate-ride-prompt').then((m) => ({ default: m.RateRidePrompt })),
);
const ProfileCompletionFlow = lazy(() =>
  import('../../profile-completion/profile-completion-flow').then((m) => ({
    default: m.ProfileCompletionFlow,
  })),
);

export default function DashboardPage() {
  // Every namespace the dashboard's parts read, fetched together before its first paint.
  const { t } = useTranslation(['rider', 'booking', 'safety', 'ride', 'profile']);
  const session = useSession();
  const picture = useAppState((state) => state.profilePicture);
  const username = useAppState((state) => state.username);
  // Kept in the browser: after a cancel or a decline the rider comes back to the same destination.
  const [destination, setDestinationState] = useState<PlaceSuggestion | null>(readChosenDestination);
  const setDestination = (place: PlaceSuggestion) => {
    setDestinationState(place);
    saveChosenDestination(place);
  };
  const [pinnedPickup, setPinnedPickup] = useState<PlaceSuggestion | null>(null);
  const [picking, setPicking] = useState<PinTarget | null>(null);
  const { location: gpsLocation, isLocating } = useCurrentLocation();
  const location: GeoPoint | null = pinnedPickup ?? gpsLocation;
  const address = useReverseGeocode(gpsLocation, { enabled: !pinnedPickup });
  const [params] = useSearchParams();
  const isRatingDue = useIsRatingDue();

  // Asked again on each visit: a reload must still know whether the extra profile details are missing.
  useEffect(() => {
    void loadRole();
  }, []);

  /** A pin dropped on the map: named by the reverse lookup, then used as pickup or destination. */
  async function dropPin(point: GeoPoint) {
    const target = picking;
    if (!target) return;
    setPicking(null);
    const place = { ...point, name: await reverseGeocode(point) };
    if (target === 'pickup') setPinnedPickup(place);
    else setDestination(place);
  }

  if (session.isVehicleRole) {
    // Settings' 'Update Advanced Profile' (?completeProfile=1) is for drivers and bikers too: show only the
    // profile flow; closing it drops the parameter and the redirect applies.
    if (isProfileCompletionRequested(params))
      return (
        <main className="page">
          <Suspense fallback={null}>
            <ProfileCompletionFlow />
          </Suspense>
        </main>
      );
    return <Navigate to="/DashboardToWeb" replace />;
  }

  return (
    <main className="page dashboard">
      <header className="dashboard__header">
        <h1>{t('dashboard')}</h1>
        {/* Named by its content, so the visible initials are part of the link's name. */}
        <Link to="/settings" className="dashboard__avatar">
          <Avatar src={picture} name={username} size={44} />
          <span className="visually-hidden">{t('openSettings')}</span>
        </Link>
      </header>

      {isRatingDue && (
        <RenderAfterPaint>
          <Suspense fallback={null}>
            <RateRidePrompt />
          </Suspense>
        </RenderAfterPaint>
      )}

      <DestinationSearch near={location} onSelect={setDestination} selectedName={destination?.name} />
      <RenderLater>
        <PlaceTools
          destination={destination}
          onDestination={setDestination}
          picking={picking}
          onPicking={setPicking}
        />

        <div className="dashboard__cards">
          <LocationCard
            tone="pickup"
            label={pinnedPickup ? t('pickupPinned') : t('currentLocation')}
            // Loading while a position is being found or named; with none to name (location refused, no fix)
            // the card says so instead of a skeleton without end.
            isLoading={!pinnedPickup && ((isLocating && !location) || address.isLoading)}
            address={pinnedPickup ? pinnedPickup.name : location ? address.data : null}
            placeholder={t('locationUnavailable')}
          />
          <LocationCard
            tone="destination"
            label={t('destination')}
            address={destination?.name}
            placeholder={t('hintSearchFirst')}
          />
        </div>
      </RenderLater>

      <RenderLater>
        <DashboardTrip
          location={location}
          pinnedPickup={pinnedPickup}
          destination={destination}
          onDestination={setDestination}
          onPick={picking ? (point) => void dropPin(point) : undefined}
        />
      </RenderLater>
    </main>
  );
}

interface DashboardTripProps {
  location: GeoPoint | null;
  pinnedPickup: PlaceSuggestion | null;
  destination: PlaceSuggestion | null;
  onDestination: (place: PlaceSuggestion) => void;
  onPick: ((point: GeoPoint) => void) | undefined;
}

/** The second and third parts: the map, the nearby people (and what the rider does with them), the dialogs. */
function DashboardTrip({ location, pinnedPickup, destination, onDestination, onPick }: DashboardTripProps) {
  const { t } = useTranslation('rider');
  const choosePerson = useChoosePerson({ location, destination });
  const nearby = useNearbyPeople({ location, isPaused: choosePerson.busyId !== null });
  // No-bikes zones (docs/zones.md): why bikers are not offered for this trip, and what still works.
  const bikerTrip = useBikerTripCheck(location, destination, nearby.type === 'biker');
  const zoneRestriction = bikerTrip.data?.restriction ?? nearby.restriction;

  const markers = useMemo<MapMarker[]>(() => {
    const list: MapMarker[] = [];
    if (location)
      list.push({
        id: 'me',
        kind: pinnedPickup ? 'pickup' : 'rider',
        position: location,
        title: pinnedPickup ? t('pickupPin', { name: pinnedPickup.name }) : t('yourLocation'),
      });
    if (destination)
      list.push({
        id: 'destination',
        kind: 'destination',
        position: destination,
        title: t('destinationPin', { name: destination.name }),
      });
    for (const person of nearby.people)
      list.push({
        id: `person-${person.userId}`,
        kind: person.preferredType,
        position: person,
        title: person.name,
        onSelect: () => void choosePerson.choose(person),
      });
    return list;
  }, [location, pinnedPickup, destination, nearby.people, choosePerson.choose, t]);

  return (
    <>
      <LazyRideMap markers={markers} label={t('mapLabel')} onPick={onPick} />

      <RequestHint />
      <GetAvailableHint />
      <div className="dashboard__buttons">
        <Button isLoading={nearby.loadingType === 'biker'} onClick={() => void nearby.fetchType('biker')}>
          {t('getBikeMen')}
        </Button>
        <Button isLoading={nearby.loadingType === 'driver'} onClick={() => void nearby.fetchType('driver')}>
          {t('getCarDrivers')}
        </Button>
      </div>

      {nearby.type === 'biker' && zoneRestriction && (
        <ZoneNotice
          restriction={zoneRestriction}
          alternative={bikerTrip.data?.restriction?.bikerAlternative ?? null}
          onCars={() => void nearby.fetchType('driver')}
          onBikerToEdge={onDestination}
        />
      )}

      <RenderLater>
        <BookNearestButtons pickup={location} destination={destination} />

        <NearbyList
          type={nearby.type}
          people={nearby.people}
          isLoading={nearby.loadingType !== null}
          busyId={choosePerson.busyId}
          onSelect={(person) => void choosePerson.choose(person)}
        />

        <SupportContact />

        <DashboardDialogs />
      </RenderLater>
    </>
  );
}

/** The ride in progress, and the profile's missing details once the page has painted. */
function DashboardDialogs() {
  const isRideOpen = useCurrentRide().isOpen;
  const isDetailsMissing = useAppState((state) => state.isExtraDetailsMissing);
  const [params] = useSearchParams();
  const isProfileFlowNeeded = useOnceTrue(isDetailsMissing || isProfileCompletionRequested(params));
  return (
    <>
      <RideInProgressModal isOpen={isRideOpen} />
      {!isRideOpen && isProfileFlowNeeded && (
        <RenderAfterPaint>
          <Suspense fallback={null}>
            <ProfileCompletionFlow />
          </Suspense>
        </RenderAfterPaint>
      )}
    </>
  );
}
