// Location turned off after sign-in: whenever the browser's permission for this site is 'denied', every
// signed-in screen shows the 'Location permission is required' alert with how to turn it back on, instead of
// an empty map. The Permissions API's `change` event hides it again as soon as location is allowed.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import {
  detectPlatform,
  followLocationPermission,
  getCurrentPosition,
  type LocationPermission,
} from '../../../lib/geolocation';
import { getValidToken } from '../../../lib/session';
import { LocationInstructions } from './location-instructions';
import '../auth.css';

function usePermissionState(enabled: boolean): LocationPermission | null {
  const [state, setState] = useState<LocationPermission | null>(null);
  useEffect(() => {
    if (!enabled) return;
    let isActive = true;
    let stop = () => {};
    void followLocationPermission((next) => isActive && setState(next)).then((unwatch) => {
      if (isActive) stop = unwatch;
      else unwatch();
    });
    return () => {
      isActive = false;
      stop();
    };
  }, [enabled]);
  return enabled ? state : null;
}

export function LocationRequiredAlert() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const isSignedInScreen = Boolean(getValidToken()) && !pathname.toLowerCase().startsWith('/admin');
  const permission = usePermissionState(isSignedInScreen);
  if (permission !== 'denied') return null;
  return (
    <div className="location-required">
      <LocationInstructions
        platform={detectPlatform()}
        heading={t('auth.locationRequired')}
        lead={t('auth.locationDenied')}
        onRetry={() => void getCurrentPosition().catch(() => {})}
      />
    </div>
  );
}
