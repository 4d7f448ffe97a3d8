// Choosing a person: a destination is needed, then the user's location, then a fare estimate ('Could not get
// fare estimate' stops it). The estimate and the chosen ride become the current ride's draft, then
// /driver-details opens.
import type { GeoPoint } from '@waka/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { storage } from '../../../lib/storage';
import { toast } from '../../../lib/toast';
import type { PlaceSuggestion } from '../../places';
import { getFareEstimate } from '../api/get-fare-estimate';
import type { NearbyPerson } from '../lib/nearby-person';
import { useCurrentRide } from './use-current-ride';

export function useChoosePerson(options: { location: GeoPoint | null; destination: PlaceSuggestion | null }) {
  const navigate = useNavigate();
  const { t } = useTranslation(['rider', 'translation']);
  const [busyId, setBusyId] = useState<string | null>(null);
  const ride = useCurrentRide();

  async function choose(person: NearbyPerson) {
    const { location, destination } = options;
    if (!destination) {
      toast.error(t('translation:messages.selectDestination'));
      return;
    }
    if (!location) {
      toast.error(t('userLocationNotFound'));
      return;
    }
    if (busyId) return;
    setBusyId(person.userId);
    try {
      const fare = await getFareEstimate({
        pickupLocation: location,
        destinationLocation: { latitude: destination.latitude, longitude: destination.longitude },
        preferredType: person.preferredType,
      });
      ride.choose(
        {
          drivers_name: person.name,
          drivers_phoneNumber: person.phoneNumber,
          locate: person.locate ?? t('translation:messages.unknownLocation'),
          driverId: person.userId,
          destination_latitude: destination.latitude,
          destination_longitude: destination.longitude,
          destination_name: destination.name,
          preferredType: person.preferredType,
          rideStatus: 'pending',
          userId: storage.get('userId') ?? '',
          driver_latitude: person.latitude,
          driver_longitude: person.longitude,
        },
        fare,
      );
      navigate('/driver-details');
    } catch (error) {
      console.error('fare estimate failed', error);
      // A trip over the operator's limit says which limit and what to do; other failures keep the usual text.
      const tooFar = error instanceof ApiError && error.status === 400 && error.isServerMessage;
      toast.error(tooFar ? error.message : t('fareEstimateFailed'), { id: 'fare-estimate-failed' });
      setBusyId(null);
    }
  }

  return { choose, busyId };
}
