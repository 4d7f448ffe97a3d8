// POST /api/rider/extra-details: preferredType, location as a GeoJSON point [longitude, latitude],
// and driverDetails or bikeDetails.
import { useMutation } from '@tanstack/react-query';
import type { GeoPoint, Role } from '@waka/shared';
import { apiRequest } from '../../../lib/api-client';

export interface ExtraDetailsInput extends GeoPoint {
  preferredType: Role;
  driverDetails?: Record<string, string>;
  bikeDetails?: Record<string, string>;
}

export function submitExtraDetails(input: ExtraDetailsInput): Promise<unknown> {
  const { preferredType, latitude, longitude, driverDetails, bikeDetails } = input;
  return apiRequest('/api/rider/extra-details', {
    method: 'POST',
    body: {
      preferredType,
      location: { type: 'Point', coordinates: [longitude, latitude] },
      ...(driverDetails ? { driverDetails } : {}),
      ...(bikeDetails ? { bikeDetails } : {}),
    },
  });
}

export function useSubmitExtraDetails() {
  return useMutation({ mutationFn: submitExtraDetails });
}
