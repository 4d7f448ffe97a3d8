// The driver's current address (geolocation → GET /api/geo/reverse), or why it is missing.
import { Skeleton } from '../../../components/ui/skeleton';
import { useReverseGeocode } from '../../places';
import type { DriverLocation } from '../hooks/use-driver-location';

const PROBLEMS = {
  unsupported: 'Geolocation is not supported by your browser.',
  denied: 'Location permission denied. Please enable it in your browser settings.',
  unavailable: 'Could not find your location. Make sure location is turned on.',
} as const;

export function CurrentLocationCard({ location }: { location: DriverLocation }) {
  const address = useReverseGeocode(location.position);
  const problem = location.problem && !location.position ? PROBLEMS[location.problem] : null;
  return (
    <section className="card summary-card" aria-labelledby="location-title">
      <h2 id="location-title" className="summary-card__label">
        Current location
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
