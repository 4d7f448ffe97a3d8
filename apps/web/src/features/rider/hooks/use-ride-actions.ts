// The ride screen's action button: send the request, cancel it, go back; with the request and cancel messages.
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { storage } from '../../../lib/storage';
import { toast } from '../../../lib/toast';
import { readUserLocation } from '../../../lib/user-location';
import { useCancelRideRequest } from '../api/cancel-ride-request';
import { useRequestRide } from '../api/request-ride';
import { useCurrentRide } from './use-current-ride';

export function useRideActions() {
  const navigate = useNavigate();
  const { t } = useTranslation(['rider', 'translation']);
  const ride = useCurrentRide();
  const request = useRequestRide();
  const cancel = useCancelRideRequest();
  const { details } = ride;

  function leave() {
    navigate('/Dashboard', { replace: true });
  }

  function send(notes: string) {
    if (!details) return;
    if (!storage.get('userId')) {
      toast.error(t('userIdNotFound'));
      return;
    }
    const pickup = readUserLocation();
    if (!pickup) {
      toast.error(t('locationNotStored'));
      return;
    }
    request.mutate(
      {
        pickupLocation: pickup,
        destinationLocation: {
          latitude: details.destination_latitude,
          longitude: details.destination_longitude,
        },
        driverId: details.driverId,
        preferredType: details.preferredType,
        notes: notes.trim(),
      },
      {
        onSuccess: (answer) => {
          const rideId = answer?.ride?._id;
          if (!rideId) {
            toast.error(t('invalidResponse'));
            return;
          }
          ride.markRequested(rideId, notes.trim());
          toast.success(t('requestSent'));
        },
        onError: (error) => toast.error(errorMessage(error)),
      },
    );
  }

  function cancelRequest() {
    const { rideId } = ride;
    if (!rideId) {
      toast.error(t('noRideRequest'));
      return;
    }
    cancel.mutate(rideId, {
      onSuccess: () => {
        ride.clear();
        toast.success(t('requestCancelled'));
        leave();
      },
      onError: (error) => {
        // A 404 means the ride is gone already.
        if (error instanceof ApiError && error.status === 404) {
          ride.clear();
          toast.error(t('translation:messages.rideNotFoundOrCancelled'));
          leave();
          return;
        }
        toast.error(errorMessage(error, t('cancelFailed')));
      },
    });
  }

  /** 'Go Back' after a final status: the ride is over, so its local state goes too. */
  function goBack(isFinal: boolean) {
    if (isFinal) ride.clear();
    leave();
  }

  return { send, cancelRequest, goBack, isSending: request.isPending, isCancelling: cancel.isPending };
}
