// The rider's view once a driver accepted: who and what to look for at the kerb (photo, plate, model or bike
// type, rating), the PIN to give the driver, sharing the trip and SOS.
import type { RideStatusResponse } from '@waka/shared';
import { useTranslation } from 'react-i18next';
import { useRideWords } from '../../../i18n/ride-words';
import { RatingText } from './rating-text';
import { ShareTripActions } from './share-trip-actions';
import { SosButton } from './sos-button';
import '../safety.css';

export function RideSafetyCard({ rideId, safety }: { rideId: string; safety: RideStatusResponse }) {
  const { t } = useTranslation('safety');
  const words = useRideWords();
  const { vehicle } = safety;
  const isLive = safety.status === 'accepted' || safety.status === 'in_progress';
  const person = words.person(vehicle?.type ?? 'driver');
  return (
    <section className="card safety-card" aria-label={t('yourPersonAndVehicle', { person })}>
      <div className="safety-card__driver">
        {safety.driverPhoto ? (
          <img
            className="safety-card__photo"
            src={safety.driverPhoto}
            alt={safety.driverName ?? t('yourPerson', { person })}
          />
        ) : (
          <span className="safety-card__photo" aria-hidden="true" />
        )}
        <div>
          <div>
            <strong>{safety.driverName}</strong>{' '}
            <RatingText rating={safety.driverRating} count={safety.driverRatingCount} />
          </div>
          {vehicle && (
            <div>
              {vehicle.model} ·{' '}
              <span className="safety-card__plate" data-testid="vehicle-plate">
                {vehicle.plate}
              </span>
            </div>
          )}
        </div>
      </div>
      {safety.pin && (
        <p>
          {t('yourPin')}{' '}
          <span className="safety-card__pin" data-testid="ride-pin">
            {safety.pin}
          </span>
          <br />
          <span className="hint">{t('pinHint', { person })}</span>
        </p>
      )}
      {isLive && (
        <>
          <ShareTripActions rideId={rideId} />
          <div className="safety-card__actions">
            <SosButton rideId={rideId} plate={vehicle?.plate} />
            <span className="hint">{t('inDanger')}</span>
          </div>
        </>
      )}
    </section>
  );
}
