// The list titled 'Nearby bikers' or 'Nearby drivers'; tapping a card chooses that person.
import { useTranslation } from 'react-i18next';
import { Skeleton } from '../../../components/ui/skeleton';
import type { NearbyPerson, VehicleType } from '../lib/nearby-person';
import { NearbyCard } from './nearby-card';

export function NearbyList(props: {
  type: VehicleType | null;
  people: NearbyPerson[];
  isLoading: boolean;
  busyId: string | null;
  onSelect: (person: NearbyPerson) => void;
}) {
  const { type, people, isLoading, busyId, onSelect } = props;
  const { t } = useTranslation('rider');
  if (!type && !isLoading) return null;
  const isDrivers = type === 'driver';
  const title = isDrivers ? t('nearbyDrivers') : t('nearbyBikers');
  return (
    <section className="nearby-list" aria-labelledby="nearby-title" aria-busy={isLoading || undefined}>
      <h2 id="nearby-title">{title}</h2>
      {isLoading && people.length === 0 ? (
        <div className="nearby-list__skeletons">
          <Skeleton height="64px" count={3} />
        </div>
      ) : people.length === 0 ? (
        <p className="hint">{isDrivers ? t('noDrivers') : t('noBikers')}</p>
      ) : (
        <ul className="nearby-list__items">
          {people.map((person) => (
            <NearbyCard
              key={person.userId}
              person={person}
              isBusy={busyId === person.userId}
              onSelect={onSelect}
            />
          ))}
        </ul>
      )}
    </section>
  );
}
