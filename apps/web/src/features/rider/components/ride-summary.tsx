// The chosen person's name and location, the route pickup → destination and
// 'Estimated Fare' in naira.
import { formatNaira } from '@waka/shared';
import { Card } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';

export function RideSummary(props: {
  name: string;
  location: string;
  pickup?: string;
  destination: string;
  destinationAddress?: string;
  fare: number | null;
}) {
  const { name, location, pickup, destination, destinationAddress, fare } = props;
  return (
    <Card className="ride-summary">
      <dl>
        <dt>Name</dt>
        <dd className="ride-summary__name">{name}</dd>
        <dt>Location</dt>
        <dd>{location}</dd>
        <dt>Route</dt>
        <dd className="ride-summary__route">
          <span>{pickup ?? <Skeleton width="70%" />}</span>
          <span aria-hidden="true" className="ride-summary__arrow">
            ↓
          </span>
          <span className="visually-hidden">to</span>
          <span>
            {destination}
            {destinationAddress && destinationAddress !== destination && (
              <small className="hint ride-summary__sub">{destinationAddress}</small>
            )}
          </span>
        </dd>
        <dt>Estimated Fare</dt>
        <dd className="ride-summary__fare">{fare === null ? '—' : formatNaira(fare, 0)}</dd>
      </dl>
    </Card>
  );
}
