// GET /api/status/:id (spec §7, team contract) → {status, rideId, …}. Used on load to check the stored ride.
import type { RideStatusResponse } from '@waka/shared';
import { apiRequest } from '../../../lib/api-client';

export type RideStatusAnswer = RideStatusResponse;

export function getRideStatus(rideId: string): Promise<RideStatusAnswer> {
  return apiRequest<RideStatusAnswer>(`/api/status/${encodeURIComponent(rideId)}`);
}
