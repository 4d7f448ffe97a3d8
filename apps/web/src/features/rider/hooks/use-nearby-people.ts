// The nearby lists: 'Get Bike Men' / 'Get Car Drivers' fetch bikers or drivers and say what was found; the
// last selected type (kept as lastSelectedType) and the user's location then refresh every 50 s, quietly,
// until logout or until a person is chosen (the page unmounts or `isPaused` turns true).
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type GeoPoint, RIDER_DASHBOARD_REFRESH_MS } from '@waka/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../lib/role';
import { storage } from '../../../lib/storage';
import { toast } from '../../../lib/toast';
import { nearbyPeopleQueryOptions } from '../api/get-nearby-people';
import type { VehicleType } from '../lib/nearby-person';
import { useCurrentLocation } from './use-current-location';

function storedType(): VehicleType | null {
  const value = storage.get('lastSelectedType');
  return value === 'biker' || value === 'driver' ? value : null;
}

export function useNearbyPeople(options: { location: GeoPoint | null; isPaused: boolean }) {
  const { location, isPaused } = options;
  const queryClient = useQueryClient();
  const { t } = useTranslation('rider');
  const { isSignedIn } = useSession();
  const [type, setType] = useState<VehicleType | null>(storedType);
  const [loadingType, setLoadingType] = useState<VehicleType | null>(null);
  const refreshEveryMs = type && !isPaused && isSignedIn ? RIDER_DASHBOARD_REFRESH_MS : false;
  const { refresh: locate } = useCurrentLocation({ refreshEveryMs });
  const list = useQuery({
    ...nearbyPeopleQueryOptions(type, location),
    enabled: isSignedIn,
    refetchInterval: refreshEveryMs,
    refetchIntervalInBackground: true,
  });

  /** The 'Get Bike Men' / 'Get Car Drivers' buttons. */
  async function fetchType(next: VehicleType) {
    storage.set('lastSelectedType', next);
    const at = location ?? (await locate());
    if (!at) {
      toast.error(t('userLocationNotFound'));
      return;
    }
    setLoadingType(next);
    try {
      const { people, restriction } = await queryClient.fetchQuery({
        ...nearbyPeopleQueryOptions(next, at),
        staleTime: 0,
      });
      setType(next);
      if (restriction) toast(restriction.message);
      else if (people.length > 0) {
        // A count of nearby people is below a thousand: its digits are the same in every language we speak, so
        // the dashboard's first load does without the formatters (i18n/format.ts). "1 nearby biker", "2 nearby
        // bikers": i18next picks the language's plural form from the count.
        const count = people.length;
        toast.success(next === 'biker' ? t('foundBikers', { count }) : t('foundDrivers', { count }));
      } else toast(next === 'biker' ? t('noBikers') : t('noDrivers'));
    } catch (error) {
      console.error('nearby lookup failed', error);
      toast.error(next === 'biker' ? t('noNearbyBikers') : t('noNearbyDrivers'));
    } finally {
      setLoadingType(null);
    }
  }

  return {
    type,
    people: list.data?.people ?? [],
    restriction: list.data?.restriction ?? null,
    loadingType,
    fetchType,
  };
}
