// POST /api/rides/{id}/rating {stars, comment?}: once per side, after completion.
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export function useRateRide() {
  return useMutation({
    mutationFn: (input: { rideId: string; stars: number; comment: string }) =>
      apiRequest<{ message: string }>(`/api/rides/${encodeURIComponent(input.rideId)}/rating`, {
        method: 'POST',
        body: { stars: input.stars, comment: input.comment },
      }),
  });
}
