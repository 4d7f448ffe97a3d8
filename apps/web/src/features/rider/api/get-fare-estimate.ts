// POST /api/fare-estimate → {fare} in naira.

import { useMutation } from '@tanstack/react-query';
import { type BodyOf, endpoint, request } from '../../../lib/api-client';

const fareEstimateCall = endpoint('POST', '/api/fare-estimate', 'signed-in');

export type FareEstimateInput = BodyOf<typeof fareEstimateCall>;

export async function getFareEstimate(input: FareEstimateInput): Promise<number> {
  const answer = await request(fareEstimateCall, { body: input });
  return answer.fare;
}

export function useFareEstimate() {
  return useMutation({ mutationFn: getFareEstimate });
}
