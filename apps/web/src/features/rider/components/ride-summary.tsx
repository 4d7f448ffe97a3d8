// The chosen person's name and location, the route pickup → destination and
// 'Estimated Fare' in naira.
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { useFormat } from '../../../i18n/format';

export function RideSummary(props: {
  name: string;
  location: string;
  pickup?: string;
  destination: string;
  destinationAddress?: string;
  fare: number | null;
}) {
  const { name, location, pickup, destination, destinationAddress, fare } = props;
  const { t } = useTranslation(['rider', 'translation']);
  const format = useFormat();
  return (
    <Card className="ride-summary">
      <dl>
        <dt>{t('name')}</dt>
        <dd className="ride-summary__name">{name}</dd>
        <dt>{t('location')}</dt>
        <dd>{location}</dd>
        <dt>{t('route')}</dt>
        <dd className="ride-summary__route">
          <span>{pickup ?? <Skeleton width="70%" />}</span>
          <span aria-hidden="true" className="ride-summary__arrow">
            ↓
          </span>
          <span className="visually-hidden">{t('to')}</span>
          <span>
            {destination}
            {destinationAddress && destinationAddress !== destination && (
              <small className="hint ride-summary__sub">{destinationAddress}</small>
            )}
          </span>
        </dd>
        <dt>{t('estimatedFare')}</dt>
        <dd className="ride-summary__fare">
          {fare === null ? t('translation:common.none') : format.naira(fare, 0)}
        </dd>
      </dl>
    </Card>
  );
}
