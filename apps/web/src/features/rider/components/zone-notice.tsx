// Why bikers are not offered for this trip (a no-bikes zone: docs/zones.md) and the choices that still work:
// a car for the whole trip, or a biker to the nearest point outside the zone.
import type { BikerAlternative, ZoneRestriction } from '@waka/shared';
import { useTranslation } from 'react-i18next';
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
  const { t } = useTranslation('rider');
  const zone = restriction.zone.name;
  const edge =
    restriction.where === 'destination' &&
    alternative?.destinationLocation &&
    alternative.pickupShiftMeters === 0
      ? alternative.destinationLocation
      : null;
  return (
    <section className="zone-notice" role="status" aria-labelledby="zone-notice-title">
      <h2 id="zone-notice-title">{t('noBikesIn', { zone })}</h2>
      <p>{restriction.message}</p>
      {restriction.where === 'pickup' && alternative && alternative.pickupShiftMeters > 0 && (
        <p className="hint">
          {t('zoneEdgeFromYou', { distance: formatMeters(alternative.pickupShiftMeters) })}
        </p>
      )}
      <div className="zone-notice__choices">
        <Button onClick={props.onCars}>{t('carWholeTrip')}</Button>
        {edge && (
          <Button onClick={() => props.onBikerToEdge({ ...edge, name: t('zoneEdgeName', { zone }) })}>
            {t('bikerToEdge', { distance: formatMeters(alternative!.destinationShiftMeters) })}
          </Button>
        )}
      </div>
    </section>
  );
}
