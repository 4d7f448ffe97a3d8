// The facts of one ride as drivers see them.
import { formatNaira } from '@waka/shared';

/** Whole naira without decimals, fractions (a 10 % commission) with two. */
export function naira(amount: number): string {
  return formatNaira(amount, Number.isInteger(amount) ? 0 : 2);
}

export interface RideFactsProps {
  pickupAddress?: string;
  destinationAddress?: string;
  fare: number;
  commission: number;
  notes?: string | null;
}

export function RideFacts({ pickupAddress, destinationAddress, fare, commission, notes }: RideFactsProps) {
  // Each name-value pair is one <div> of the <dl> (the only nesting HTML allows there).
  return (
    <dl className="ride-facts">
      <div className="ride-facts__item ride-facts__item--wide">
        <dt>Pickup</dt>
        <dd>{pickupAddress || 'Pickup address not available'}</dd>
      </div>
      <div className="ride-facts__item ride-facts__item--wide">
        <dt>Destination</dt>
        <dd>{destinationAddress || 'Destination address not available'}</dd>
      </div>
      <div className="ride-facts__item">
        <dt>Fare</dt>
        <dd className="ride-facts__fare">{naira(fare)}</dd>
      </div>
      <div className="ride-facts__item">
        <dt>Commission</dt>
        <dd>{naira(commission)}</dd>
      </div>
      {notes ? (
        <div className="ride-facts__item ride-facts__item--wide ride-facts__notes">
          <dt>Notes</dt>
          <dd>{notes}</dd>
        </div>
      ) : null}
    </dl>
  );
}
