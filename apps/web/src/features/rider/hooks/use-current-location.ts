// The rider's current position: browser geolocation, else the stored userLocation (spec §3).
import { useCallback, useEffect, useState } from 'react';
import type { LatLng } from '../../places';
import { locateUser, readStoredLocation } from '../lib/user-location';

export function useCurrentLocation() {
  const [location, setLocation] = useState<LatLng | null>(() => readStoredLocation());
  const [isLocating, setIsLocating] = useState(true);

  const refresh = useCallback(async () => {
    const point = await locateUser();
    if (point) setLocation(point);
    setIsLocating(false);
    return point;
  }, []);

  useEffect(() => {
    void refresh();
  }, [refresh]);

  return { location, isLocating, refresh };
}
