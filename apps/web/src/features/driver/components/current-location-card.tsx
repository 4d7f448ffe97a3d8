// The driver's current address (geolocation → GET /api/geo/reverse), or why it is missing.
import { useTranslation } from 'react-i18next';
import { Skeleton } from '../../../components/ui/skeleton';
import { useReverseGeocode } from '../../places';
import type { DriverLocation } from '../hooks/use-driver-location';

const PROBLEMS = {
  unsupported: 'geoUnsupported',
  denied: 'geoDenied',
  unavailable: 'geoUnavailable',
} as const;

export function CurrentLocationCard({ location }: { location: DriverLocation }) {
  const { t } = useTranslation('driver');
  const address = useReverseGeocode(location.position);
  const problem = location.problem && !location.position ? t(PROBLEMS[location.problem]) : null;
  return (
    <section className="card summary-card" aria-labelledby="location-title">
      <h2 id="location-title" className="summary-card__label">
        {t('currentLocation')}
      </h2>
      {problem ? (
        <p className="summary-card__problem" role="alert">
          {problem}
        </p>
      ) : address.data ? (
        <p className="summary-card__address">{address.data}</p>
      ) : (
        <Skeleton count={2} />
      )}
    </section>
  );
}
