// The list titled 'Nearby bikers' or 'Nearby drivers'; tapping a card chooses that person.
import { Skeleton } from '../../../components/ui/skeleton';
import { type NearbyPerson, PLURAL, type VehicleType } from '../lib/nearby-person';
import { NearbyCard } from './nearby-card';

export function NearbyList(props: {
  type: VehicleType | null;
  people: NearbyPerson[];
  isLoading: boolean;
  busyId: string | null;
  onSelect: (person: NearbyPerson) => void;
}) {
  const { type, people, isLoading, busyId, onSelect } = props;
  if (!type && !isLoading) return null;
  const title = `Nearby ${PLURAL[type ?? 'biker']}`;
  return (
    <section className="nearby-list" aria-labelledby="nearby-title" aria-busy={isLoading || undefined}>
      <h2 id="nearby-title">{title}</h2>
      {isLoading && people.length === 0 ? (
        <div className="nearby-list__skeletons">
          <Skeleton height="64px" count={3} />
        </div>
      ) : people.length === 0 ? (
        <p className="hint">No {PLURAL[type ?? 'biker']} available. Try again later.</p>
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
