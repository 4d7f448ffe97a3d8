// POST /api/rider/extra-details: preferredType, location as a GeoJSON point [longitude, latitude],
// and driverDetails or bikeDetails.
import { useMutation } from '@tanstack/react-query';
import type { GeoPoint, Role } from '@waka/shared';
import { type AnswerOf, endpoint, request } from '../../../lib/api-client';

const submitCall = endpoint('POST', '/api/rider/extra-details', 'signed-in');

export interface ExtraDetailsInput extends GeoPoint {
  preferredType: Role;
  driverDetails?: Record<string, string>;
  bikeDetails?: Record<string, string>;
}

export function submitExtraDetails(input: ExtraDetailsInput): Promise<AnswerOf<typeof submitCall>> {
  const { preferredType, latitude, longitude, driverDetails, bikeDetails } = input;
  return request(submitCall, {
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
