// The ride screen's action button: send the request, cancel it, go back; with the request and cancel messages.
import { MSG } from '@waka/shared';
import toast from 'react-hot-toast';
import { useNavigate } from 'react-router';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { storage } from '../../../lib/storage';
import { readUserLocation } from '../../../lib/user-location';
import { useCancelRideRequest } from '../api/cancel-ride-request';
import { useRequestRide } from '../api/request-ride';
import { useCurrentRide } from './use-current-ride';

export function useRideActions() {
  const navigate = useNavigate();
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
      toast.error('User ID not found');
      return;
    }
    const pickup = readUserLocation();
    if (!pickup) {
      toast.error('User location not found in localStorage');
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
            toast.error('Invalid server response');
            return;
          }
          ride.markRequested(rideId, notes.trim());
          toast.success('Request Sent Successfully');
        },
        onError: (error) => toast.error(errorMessage(error)),
      },
    );
  }

  function cancelRequest() {
    const { rideId } = ride;
    if (!rideId) {
      toast.error('No ride request found');
      return;
    }
    cancel.mutate(rideId, {
      onSuccess: () => {
        ride.clear();
        toast.success('Ride request cancelled');
        leave();
      },
      onError: (error) => {
        // A 404 means the ride is gone already.
        if (error instanceof ApiError && error.status === 404) {
          ride.clear();
          toast.error(MSG.rideNotFoundOrCancelled);
          leave();
          return;
        }
        toast.error(errorMessage(error, 'Failed to cancel ride request'));
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
