// POST /api/fare-estimate → {fare} in naira.

import { useMutation } from '@tanstack/react-query';
import type { GeoPoint } from '@waka/shared';
import { apiRequest } from '../../../lib/api-client';
import type { VehicleType } from '../lib/nearby-person';

export interface FareEstimateInput {
  pickupLocation: GeoPoint;
  destinationLocation: GeoPoint;
  preferredType: VehicleType;
}

export async function getFareEstimate(input: FareEstimateInput): Promise<number> {
  const answer = await apiRequest<{ fare: number }>('/api/fare-estimate', { method: 'POST', body: input });
  if (typeof answer?.fare !== 'number') throw new Error('no fare in the answer');
  return answer.fare;
}

export function useFareEstimate() {
  return useMutation({ mutationFn: getFareEstimate });
}
