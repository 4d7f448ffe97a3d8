// POST /api/fare-estimate (spec §7) → {fare} in naira.
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { LatLng } from '../../places';
import type { VehicleType } from '../lib/nearby-person';

export interface FareEstimateInput {
  pickupLocation: LatLng;
  destinationLocation: LatLng;
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
