// A new ride request reaches a driver or biker on every page, not only the dashboard: a toast with the
// pickup, destination and fare, a sound and a vibration. The dashboard lists requests itself (with its own
// cue), so there only the toast is skipped. An offer that vanished (taken, cancelled) takes its toast along.
// The toast and its texts load with the first offer (request-alert-toast.tsx), not with every signed-in page.
import { useEffect, useRef } from 'react';
import '../booking.css';
import { useLocation, useNavigate } from 'react-router';
import { useSession } from '../../../lib/role';
import { toast } from '../../../lib/toast';
import { playNewRequestCue, unlockAlertCueOnFirstInteraction } from '../../driver/lib/alert-cue';
import { useLiveEvents } from '../../live-events';

const DASHBOARD = '/dashboardtoweb';
/** Long enough to read and tap; the offer itself stays in the dashboard's list until it ends. */
const ALERT_MS = 20_000;
/** One toast per offer, so the offer's end can take it away. */
const toastId = (rideId: string) => ['incoming', rideId].join('-');

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
        void import('./request-alert-toast').then(({ showRequestAlert }) =>
          showRequestAlert(offer, { id: toastId(offer.rideRequestId), duration: ALERT_MS }, () =>
            navigate(DASHBOARD),
          ),
        );
      },
      'offer.closed': ({ rideId }) => toast.dismiss(toastId(rideId)),
      'ride.status': ({ rideId, status }) => {
        if (status !== 'requested') toast.dismiss(toastId(rideId));
      },
    },
    { enabled: isDriver },
  );
  return null;
}
