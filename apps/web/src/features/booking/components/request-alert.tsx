// A new ride request reaches a driver or biker on every page, not only the dashboard: a toast with the
// pickup, destination and fare, a sound and a vibration. The dashboard lists requests itself (with its own
// cue), so there only the toast is skipped. An offer that vanished (taken, cancelled) takes its toast along.
import { useEffect, useRef } from 'react';
import '../booking.css';
import toast from 'react-hot-toast';
import { useLocation, useNavigate } from 'react-router';
import { useSession } from '../../../lib/role';
import { playNewRequestCue, unlockAlertCueOnFirstInteraction } from '../../driver/lib/alert-cue';
import { useLiveEvents } from '../../live-events';

const DASHBOARD = '/dashboardtoweb';
/** Long enough to read and tap; the offer itself stays in the dashboard's list until it ends. */
const ALERT_MS = 20_000;

export function DriverRequestAlert() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const pathRef = useRef(pathname);
  pathRef.current = pathname;
  const isDriver = useSession().isVehicleRole;

  useEffect(() => (isDriver ? unlockAlertCueOnFirstInteraction() : undefined), [isDriver]);

  useLiveEvents(
    {
      'ride.incoming': (offer) => {
        if (pathRef.current.toLowerCase() === DASHBOARD) return;
        playNewRequestCue();
        const id = `incoming-${offer.rideRequestId}`;
        const fare = typeof offer.fare === 'number' ? ` · ₦${offer.fare.toLocaleString('en-NG')}` : '';
        toast(
          <div className="request-alert" role="alert">
            <strong>New ride request</strong>
            <span>
              {offer.pickupAddress ?? 'Pickup'} → {offer.destinationAddress ?? 'Destination'}
              {fare}
            </span>
            <button
              type="button"
              className="button button--primary request-alert__open"
              onClick={() => {
                toast.dismiss(id);
                navigate(DASHBOARD);
              }}
            >
              View request
            </button>
          </div>,
          { id, duration: ALERT_MS },
        );
      },
      'offer.closed': ({ rideId }) => toast.dismiss(`incoming-${rideId}`),
      'ride.status': ({ rideId, status }) => {
        if (status !== 'requested') toast.dismiss(`incoming-${rideId}`);
      },
    },
    { enabled: isDriver },
  );
  return null;
}
