// POST /api/requestride → ride._id, stored as riderId (and rideRequestId).

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { GeoPoint } from '@waka/shared';
import { apiRequest } from '../../../lib/api-client';
import type { VehicleType } from '../lib/nearby-person';
import { currentRideQueryKey } from './get-current-ride';

export interface RequestRideInput {
  pickupLocation: GeoPoint;
  destinationLocation: GeoPoint;
  driverId: string;
  preferredType: VehicleType;
  notes: string;
}

export interface RequestRideAnswer {
  ride?: { _id?: string; status?: string; fare?: number };
}

export function requestRide(input: RequestRideInput): Promise<RequestRideAnswer> {
  return apiRequest<RequestRideAnswer>('/api/requestride', { method: 'POST', body: input });
}

export function useRequestRide() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestRide,
    onSettled: () => queryClient.invalidateQueries({ queryKey: currentRideQueryKey }),
  });
}
