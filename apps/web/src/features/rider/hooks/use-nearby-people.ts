// Spec §2/§8 nearby lists and §4 'Rider dashboard polling': a button fetches bikers or drivers with toasts;
// the last selected type (stored as lastSelectedType) and the user's location then refresh every 50 s,
// quietly, until logout or until a driver is chosen (the page unmounts or `isPaused` turns true).
import { RIDER_DASHBOARD_REFRESH_MS, type ZoneRestriction } from '@waka/shared';
import { useCallback, useEffect, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { getAppState } from '../../../lib/app-state';
import { getValidToken } from '../../../lib/session';
import { storage } from '../../../lib/storage';
import type { LatLng } from '../../places';
import { getNearbyPeople } from '../api/get-nearby-people';
import { type NearbyPerson, PLURAL, type VehicleType } from '../lib/nearby-person';

function storedType(): VehicleType | null {
  const value = storage.get('lastSelectedType');
  return value === 'biker' || value === 'driver' ? value : null;
}

export function useNearbyPeople(options: {
  location: LatLng | null;
  refreshLocation: () => Promise<LatLng | null>;
  isPaused: boolean;
}) {
  const { location, refreshLocation, isPaused } = options;
  const [type, setType] = useState<VehicleType | null>(storedType);
  const [people, setPeople] = useState<NearbyPerson[]>([]);
  const [restriction, setRestriction] = useState<ZoneRestriction | null>(null);
  const [loadingType, setLoadingType] = useState<VehicleType | null>(null);
  const [hasLoaded, setHasLoaded] = useState(false);
  const latest = useRef({ location, refreshLocation });
  latest.current = { location, refreshLocation };

  const load = useCallback(async (next: VehicleType, at: LatLng, announce: boolean) => {
    if (announce) setLoadingType(next);
    try {
      const { people: found, restriction: reason } = await getNearbyPeople(next, at);
      setPeople(found);
      setRestriction(reason);
      setType(next);
      setHasLoaded(true);
      if (announce) {
        if (reason) toast(reason.message);
        else if (found.length > 0) toast.success(`Found ${found.length} nearby ${PLURAL[next]}.`);
        else toast(`No ${PLURAL[next]} available. Try again later.`);
      }
    } catch (error) {
      console.error('nearby lookup failed', error);
      if (announce) toast.error(`No nearby ${PLURAL[next]}.`);
    } finally {
      if (announce) setLoadingType(null);
    }
  }, []);

  /** The 'Get Bike Men' / 'Get Car Drivers' buttons. */
  const fetchType = useCallback(
    async (next: VehicleType) => {
      storage.set('lastSelectedType', next);
      const at = latest.current.location ?? (await latest.current.refreshLocation());
      if (!at) {
        toast.error('User location not found.');
        return;
      }
      await load(next, at, true);
    },
    [load],
  );

  // First quiet load for a type chosen on an earlier visit.
  const hasLocation = location !== null;
  useEffect(() => {
    const initial = storedType();
    if (hasLocation && initial && !hasLoaded && latest.current.location)
      void load(initial, latest.current.location, false);
  }, [hasLocation, hasLoaded, load]);

  useEffect(() => {
    if (!type || isPaused) return;
    const timer = setInterval(async () => {
      // Spec §4: polling stops on logout.
      if (getAppState().isLoggedOut || !getValidToken()) {
        clearInterval(timer);
        return;
      }
      const at = (await latest.current.refreshLocation()) ?? latest.current.location;
      if (at) await load(type, at, false);
    }, RIDER_DASHBOARD_REFRESH_MS);
    return () => clearInterval(timer);
  }, [type, isPaused, load]);

  return { type, people, restriction, loadingType, hasLoaded, fetchType };
}
