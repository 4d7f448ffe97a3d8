// The facts of one ride as drivers see them.
import { useTranslation } from 'react-i18next';
import { type Formatters, useFormat } from '../../../i18n/format';

/** Whole naira without decimals, fractions (a 10 % commission) with two. */
export function rideNaira(format: Formatters, amount: number): string {
  return format.naira(amount, Number.isInteger(amount) ? 0 : 2);
}

export interface RideFactsProps {
  pickupAddress?: string;
  destinationAddress?: string;
  fare: number;
  commission: number;
  notes?: string | null;
}

export function RideFacts({ pickupAddress, destinationAddress, fare, commission, notes }: RideFactsProps) {
  const { t } = useTranslation('driver');
  const format = useFormat();
  // Each name-value pair is one <div> of the <dl> (the only nesting HTML allows there).
  return (
    <dl className="ride-facts">
      <div className="ride-facts__item ride-facts__item--wide">
        <dt>{t('pickup')}</dt>
        <dd>{pickupAddress || t('pickupUnknown')}</dd>
      </div>
      <div className="ride-facts__item ride-facts__item--wide">
        <dt>{t('destination')}</dt>
        <dd>{destinationAddress || t('destinationUnknown')}</dd>
      </div>
      <div className="ride-facts__item">
        <dt>{t('fare')}</dt>
        <dd className="ride-facts__fare">{rideNaira(format, fare)}</dd>
      </div>
      <div className="ride-facts__item">
        <dt>{t('commission')}</dt>
        <dd>{rideNaira(format, commission)}</dd>
      </div>
      {notes ? (
        <div className="ride-facts__item ride-facts__item--wide ride-facts__notes">
          <dt>{t('notes')}</dt>
          <dd>{notes}</dd>
        </div>
      ) : null}
    </dl>
  );
}
