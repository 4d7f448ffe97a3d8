// The current-location and destination cards, with a skeleton while the address loads.
import type { ReactNode } from 'react';
import { Card } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';

export function LocationCard(props: {
  label: string;
  address?: string | null;
  isLoading?: boolean;
  placeholder?: ReactNode;
  tone: 'pickup' | 'destination';
}) {
  const { label, address, isLoading, placeholder, tone } = props;
  return (
    <Card className={`location-card location-card--${tone}`} aria-busy={isLoading || undefined}>
      <span className="location-card__dot" aria-hidden="true" />
      <div className="location-card__text">
        <h2 className="location-card__label">{label}</h2>
        {isLoading ? (
          <Skeleton height="1rem" count={2} />
        ) : address ? (
          <p className="location-card__address">{address}</p>
        ) : (
          <p className="hint">{placeholder}</p>
        )}
      </div>
    </Card>
  );
}
