// One nearby biker or driver. The address is the person's reverse-geocoded position.
import { useTranslation } from 'react-i18next';
import { Skeleton } from '../../../components/ui/skeleton';
import { useReverseGeocode } from '../../places';
import { RatingText } from '../../safety';
import type { NearbyPerson } from '../lib/nearby-person';

export function NearbyCard(props: {
  person: NearbyPerson;
  isBusy: boolean;
  onSelect: (person: NearbyPerson) => void;
}) {
  const { person, isBusy, onSelect } = props;
  const { t } = useTranslation('rider');
  const { data: address, isPending } = useReverseGeocode(person);
  return (
    <li>
      <button
        type="button"
        className="nearby-card card"
        disabled={isBusy}
        aria-busy={isBusy || undefined}
        onClick={() => onSelect({ ...person, locate: address })}
      >
        <span className={`nearby-card__badge nearby-card__badge--${person.preferredType}`} aria-hidden="true">
          {person.preferredType === 'biker' ? t('badgeBiker') : t('badgeDriver')}
        </span>
        <span className="nearby-card__text">
          <span className="nearby-card__name">
            {person.name} <RatingText rating={person.rating} count={person.ratingCount} />
          </span>
          {isPending ? (
            <Skeleton height="0.9rem" width="80%" />
          ) : (
            <span className="nearby-card__address">{address}</span>
          )}
        </span>
      </button>
    </li>
  );
}
