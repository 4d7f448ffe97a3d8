// Opens the phone's maps app with directions to the pickup point.
import type { GeoPoint } from '@waka/shared';
import { directionsUrl, geoUri } from '../lib/maps-link';
import '../booking.css';

export function NavigateToPickup({ pickup, label }: { pickup: GeoPoint; label: string }) {
  return (
    <p className="navigate-links">
      <a className="button button--secondary" href={directionsUrl(pickup)} target="_blank" rel="noreferrer">
        Navigate to pickup
      </a>
      <a className="navigate-links__geo" href={geoUri(pickup, label)}>
        Open in another maps app
      </a>
    </p>
  );
}
