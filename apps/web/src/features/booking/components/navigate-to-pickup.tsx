// Opens the phone's maps app with directions to the pickup point.
import type { GeoPoint } from '@waka/shared';
import { useTranslation } from 'react-i18next';
import { directionsUrl, geoUri } from '../lib/maps-link';
import '../booking.css';

export function NavigateToPickup({ pickup, label }: { pickup: GeoPoint; label: string }) {
  const { t } = useTranslation('booking');
  return (
    <p className="navigate-links">
      <a className="button button--secondary" href={directionsUrl(pickup)} target="_blank" rel="noreferrer">
        {t('navigateToPickup')}
      </a>
      <a className="navigate-links__geo" href={geoUri(pickup, label)}>
        {t('otherMapsApp')}
      </a>
    </p>
  );
}
