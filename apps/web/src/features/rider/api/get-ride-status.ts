// GET /api/status/:id (team contract) → {status, rideId, driverPhoneNumber?, driverName?, driverLocation?}.
import type { RideStatus } from '@waka/shared';
import { apiRequest } from '../../../lib/api-client';
import type { LatLng } from '../../places';

export interface RideStatusAnswer {
  status: RideStatus;
  rideId: string;
  driverPhoneNumber?: string;
  driverName?: string;
  driverLocation?: LatLng;
}

export function getRideStatus(rideId: string, signal?: AbortSignal): Promise<RideStatusAnswer> {
  return apiRequest<RideStatusAnswer>(`/api/status/${encodeURIComponent(rideId)}`, { signal });
}
