// Spec §4 action button and §8 Request / Cancel messages.
import { MSG } from '@waka/shared';
import toast from 'react-hot-toast';
import { useNavigate } from 'react-router';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { storage } from '../../../lib/storage';
import { useCancelRideRequest } from '../api/cancel-ride-request';
import { useRequestRide } from '../api/request-ride';
import { clearRideState, type RideDetails, readRideId, saveRideDetails } from '../lib/ride-storage';
import { readStoredLocation } from '../lib/user-location';

export function useRideActions(details: RideDetails | null, onRequested: (rideId: string) => void) {
  const navigate = useNavigate();
  const request = useRequestRide();
  const cancel = useCancelRideRequest();

  function leave() {
    navigate('/Dashboard', { replace: true });
  }

  function send(notes: string) {
    if (!details) return;
    if (!storage.get('userId')) {
      toast.error('User ID not found');
      return;
    }
    const pickup = readStoredLocation();
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
          storage.set('riderId', rideId);
          storage.set('rideRequestId', rideId);
          saveRideDetails({ ...details, rideStatus: 'requested', notes: notes.trim() });
          toast.success('Request Sent Successfully');
          onRequested(rideId);
        },
        onError: (error) => toast.error(errorMessage(error)),
      },
    );
  }

  function cancelRequest() {
    const rideId = readRideId();
    if (!rideId) {
      toast.error('No ride request found');
      return;
    }
    cancel.mutate(rideId, {
      onSuccess: () => {
        clearRideState();
        toast.success('Ride request cancelled');
        leave();
      },
      onError: (error) => {
        if (error instanceof ApiError && error.status === 404) {
          clearRideState();
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
    if (isFinal) clearRideState();
    leave();
  }

  return { send, cancelRequest, goBack, isSending: request.isPending, isCancelling: cancel.isPending };
}
