// Location permission is checked on load; denied blocks login until it is allowed; a browser
// without geolocation gets a toast.
import type { GeoPoint } from '@waka/shared';
import { useCallback, useEffect, useState } from 'react';
import { i18n } from '../../../i18n/i18n';
import {
  followLocationPermission,
  getCurrentPosition,
  hasGeolocation,
  LocationError,
  type LocationPermission,
} from '../../../lib/geolocation';
import { toast } from '../../../lib/toast';

export interface LocationGate {
  state: LocationPermission | 'checking';
  position: GeoPoint | null;
  /** Asks again (after the user changed the setting). */
  retry(): void;
}

export function useLocationGate(): LocationGate {
  const [state, setState] = useState<LocationGate['state']>('checking');
  const [position, setPosition] = useState<GeoPoint | null>(null);

  const locate = useCallback(async () => {
    try {
      const current = await getCurrentPosition();
      setPosition(current);
      setState('granted');
    } catch (error) {
      // A timeout or missing fix is not a refusal: login stays possible, the location push is retried later.
      setState(error instanceof LocationError && error.isDenied ? 'denied' : 'granted');
    }
  }, []);

  useEffect(() => {
    if (!hasGeolocation()) {
      setState('unsupported');
      toast.error(i18n.t('auth.geolocationUnsupported'), { id: 'no-geolocation' });
      return;
    }
    let stop = () => {};
    let isActive = true;
    void followLocationPermission((permission) => {
      if (!isActive) return;
      if (permission === 'denied') setState('denied');
      else void locate();
    }).then((unwatch) => {
      if (isActive) stop = unwatch;
      else unwatch();
    });
    return () => {
      isActive = false;
      stop();
    };
  }, [locate]);

  return { state, position, retry: () => void locate() };
}
