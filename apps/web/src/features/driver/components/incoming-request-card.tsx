// One incoming ride request with Accept and Decline.
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import type { IncomingRideRequest } from '../api/get-incoming-rides';
import { RideFacts } from './ride-facts';

export interface IncomingRequestCardProps {
  request: IncomingRideRequest;
  now: number;
  isBusy: boolean;
  isDisabled: boolean;
  onAccept(request: IncomingRideRequest): void;
  onDecline(request: IncomingRideRequest): void;
}

function secondsLeft(expiresAt: string | undefined, now: number): number | null {
  if (!expiresAt) return null;
  return Math.max(0, Math.round((Date.parse(expiresAt) - now) / 1000));
}

export function IncomingRequestCard({
  request,
  now,
  isBusy,
  isDisabled,
  onAccept,
  onDecline,
}: IncomingRequestCardProps) {
  const { t } = useTranslation('driver');
  const left = secondsLeft(request.expiresAt, now);
  const headingId = `request-${request.rideRequestId}`;
  return (
    <article className="card request-card" aria-labelledby={headingId}>
      <header className="request-card__header">
        <h3 id={headingId} className="request-card__rider">
          {request.rider?.name ?? t('rider')}
        </h3>
        {left !== null && (
          <span className="request-card__timer">
            <span className="visually-hidden">{t('expiresIn')}</span>
            {Math.floor(left / 60)}:{String(left % 60).padStart(2, '0')}
          </span>
        )}
      </header>
      <RideFacts
        pickupAddress={request.pickupAddress}
        destinationAddress={request.destinationAddress}
        fare={request.fare}
        commission={request.commission}
        notes={request.notes}
      />
      <div className="request-card__actions">
        <Button variant="secondary" disabled={isBusy || isDisabled} onClick={() => onDecline(request)}>
          {t('decline')}
        </Button>
        <Button isLoading={isBusy} disabled={isDisabled} onClick={() => onAccept(request)}>
          {t('accept')}
        </Button>
      </div>
    </article>
  );
}
