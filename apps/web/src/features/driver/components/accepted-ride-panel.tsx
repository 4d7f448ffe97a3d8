// The accepted ride: rider name, tap-to-call phone, addresses,
// fare, commission, notes; Start Ride while accepted, Complete Ride while in progress, and the no-show report
// while the driver is still waiting for the rider.
import '../../safety/safety.css';
import { telLink } from '@waka/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { useRideWords } from '../../../i18n/ride-words';
import { NavigateToPickup } from '../../booking/components/navigate-to-pickup';
import { SosButton, useRideSafety } from '../../safety';
import type { AcceptedRide } from '../lib/accepted-ride';
import { NoShowConfirm } from './no-show-confirm';
import { NoShowWaitHint, useNoShowOpen } from './no-show-wait';
import { RideFacts } from './ride-facts';
import { RidePinField } from './ride-pin-field';

export interface AcceptedRidePanelProps {
  ride: AcceptedRide;
  isStarting: boolean;
  isCompleting: boolean;
  isReportingNoShow: boolean;
  /** With the rider's PIN when the ride needs one. */
  onStart(pin?: string): void;
  onComplete(): void;
  onNoShow(): void;
}

export function AcceptedRidePanel(props: AcceptedRidePanelProps) {
  const { ride, isStarting, isCompleting, isReportingNoShow, onStart, onComplete, onNoShow } = props;
  const { t } = useTranslation('driver');
  const words = useRideWords();
  const [isConfirmingNoShow, setConfirmingNoShow] = useState(false);
  const isAccepted = ride.rideStatus === 'accepted';
  const isBusy = isStarting || isCompleting || isReportingNoShow;
  const safety = useRideSafety(ride.rideRequestId, ride.rideStatus);
  const isPinRequired = isAccepted && safety.data?.pinRequired === true;
  const [pin, setPin] = useState('');
  const isNoShowOpen = useNoShowOpen(safety.data?.noShowAllowedAt);
  return (
    <section className="card accepted-ride" aria-labelledby="accepted-ride-title">
      <div className="accepted-ride__heading">
        <h2 id="accepted-ride-title">{t('currentRide')}</h2>
        <span className={`status-pill status-pill--${ride.rideStatus}`}>
          {words.statusLabel(ride.rideStatus)}
        </span>
      </div>
      <div className="accepted-ride__rider">
        <span className="accepted-ride__name">{ride.riderName}</span>
        {ride.riderPhoneNumber && (
          <a className="accepted-ride__call" href={telLink(ride.riderPhoneNumber)}>
            <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
              <path
                fill="currentColor"
                d="M6.6 10.8a15.1 15.1 0 0 0 6.6 6.6l2.2-2.2a1 1 0 0 1 1-.2 11.4 11.4 0 0 0 3.6.6 1 1 0 0 1 1 1V20a1 1 0 0 1-1 1A17 17 0 0 1 3 4a1 1 0 0 1 1-1h3.5a1 1 0 0 1 1 1 11.4 11.4 0 0 0 .6 3.6 1 1 0 0 1-.3 1z"
              />
            </svg>
            <span>
              <span className="visually-hidden">{t('callRiderOn', { name: ride.riderName })}</span>
              {ride.riderPhoneNumber}
            </span>
          </a>
        )}
      </div>
      <RideFacts
        pickupAddress={ride.pickupAddress}
        destinationAddress={ride.destinationAddress}
        fare={ride.fare}
        commission={ride.commission}
        notes={ride.notes}
      />
      {isAccepted && ride.pickupLocation && (
        <NavigateToPickup pickup={ride.pickupLocation} label={ride.pickupAddress || t('pickup')} />
      )}
      {isPinRequired && <RidePinField value={pin} onChange={setPin} />}
      <div className="accepted-ride__actions">
        <Button
          isLoading={isStarting}
          disabled={!isAccepted || isBusy || (isPinRequired && pin.length !== 4)}
          onClick={() => onStart(isPinRequired ? pin : undefined)}
        >
          {t('startRide')}
        </Button>
        <Button isLoading={isCompleting} disabled={isAccepted || isBusy} onClick={onComplete}>
          {t('completeRide')}
        </Button>
        {isAccepted && (
          <Button
            variant="secondary"
            isLoading={isReportingNoShow}
            disabled={isBusy || !isNoShowOpen}
            onClick={() => setConfirmingNoShow(true)}
          >
            {t('riderNoShow')}
          </Button>
        )}
        {isAccepted && !isNoShowOpen && <NoShowWaitHint at={safety.data?.noShowAllowedAt} />}
      </div>
      <div className="safety-card__actions">
        <SosButton rideId={ride.rideRequestId} />
        <span className="hint">{t('inDanger')}</span>
      </div>
      <NoShowConfirm
        isOpen={isConfirmingNoShow}
        riderName={ride.riderName}
        onCancel={() => setConfirmingNoShow(false)}
        onConfirm={() => {
          setConfirmingNoShow(false);
          onNoShow();
        }}
      />
    </section>
  );
}
