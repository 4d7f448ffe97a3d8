// POST /api/rides/{id}/rating {stars, comment?}: once per side, after completion.
import { useMutation } from '@tanstack/react-query';
import { endpoint, request } from '../../../lib/api-client';

const rateCall = endpoint('POST', '/api/rides/:id/rating', 'signed-in');

export function useRateRide() {
  return useMutation({
    mutationFn: (input: { rideId: string; stars: number; comment: string }) =>
      request(rateCall, {
        params: { id: input.rideId },
        body: { stars: input.stars, comment: input.comment },
      }),
  });
}
