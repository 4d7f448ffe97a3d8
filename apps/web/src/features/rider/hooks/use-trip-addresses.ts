// The ride screen's two addresses: the pickup's first, the destination's a few seconds later
// (DESTINATION_LOOKUP_DELAY_MS), so the two reverse lookups do not hit the geocoder's rate limit together.
import { DESTINATION_LOOKUP_DELAY_MS, type GeoPoint } from '@waka/shared';
import { useEffect, useState } from 'react';
import { useReverseGeocode } from '../../places';

export function useTripAddresses(pickup: GeoPoint | null, destination: GeoPoint | null) {
  const pickupAddress = useReverseGeocode(pickup);
  const [isDestinationDue, setIsDestinationDue] = useState(false);
  useEffect(() => {
    if (pickupAddress.isPending) return;
    const timer = setTimeout(() => setIsDestinationDue(true), DESTINATION_LOOKUP_DELAY_MS);
    return () => clearTimeout(timer);
  }, [pickupAddress.isPending]);
  const destinationAddress = useReverseGeocode(destination, { enabled: isDestinationDue });
  return { pickup: pickupAddress.data, destination: destinationAddress.data };
}
