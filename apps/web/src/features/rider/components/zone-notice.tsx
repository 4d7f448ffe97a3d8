// Why bikers are not offered for this trip (a no-bikes zone: docs/zones.md) and the choices that still work:
// a car for the whole trip, or a biker to the nearest point outside the zone.
import type { BikerAlternative, ZoneRestriction } from '@waka/shared';
import { Button } from '../../../components/ui/button';
import type { PlaceSuggestion } from '../../places';

const formatMeters = (meters: number) =>
  meters >= 1000 ? `${(meters / 1000).toFixed(1)} km` : `${Math.round(meters / 10) * 10} m`;

export function ZoneNotice(props: {
  restriction: ZoneRestriction;
  alternative: BikerAlternative | null;
  onCars: () => void;
  onBikerToEdge: (destination: PlaceSuggestion) => void;
}) {
  const { restriction, alternative } = props;
  const edge =
    restriction.where === 'destination' &&
    alternative?.destinationLocation &&
    alternative.pickupShiftMeters === 0
      ? alternative.destinationLocation
      : null;
  return (
    <section className="zone-notice" role="status" aria-labelledby="zone-notice-title">
      <h2 id="zone-notice-title">No bikes in {restriction.zone.name}</h2>
      <p>{restriction.message}</p>
      {restriction.where === 'pickup' && alternative && alternative.pickupShiftMeters > 0 && (
        <p className="hint">
          The edge of the zone is about {formatMeters(alternative.pickupShiftMeters)} from you: bike riders
          can pick you up there.
        </p>
      )}
      <div className="zone-notice__choices">
        <Button onClick={props.onCars}>Car for the whole trip</Button>
        {edge && (
          <Button
            onClick={() =>
              props.onBikerToEdge({ ...edge, name: `Edge of ${restriction.zone.name} (no-bikes zone)` })
            }
          >
            Bike rider to the zone's edge ({formatMeters(alternative!.destinationShiftMeters)} from your
            destination)
          </Button>
        )}
      </div>
    </section>
  );
}
