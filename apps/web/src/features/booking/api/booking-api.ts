// The booking calls: book the nearest, its progress, the online switch, the driver's position, receipts.
import type { DispatchView, DriverPosition, GeoPoint, Receipt } from '@waka/shared';
import { apiRequest } from '../../../lib/api-client';

export interface BookNearestInput {
  pickupLocation: GeoPoint;
  destinationLocation: GeoPoint;
  preferredType: 'driver' | 'biker';
  notes?: string;
}

export async function bookNearest(input: BookNearestInput): Promise<DispatchView> {
  return (await apiRequest<{ dispatch: DispatchView }>('/api/book-nearest', { method: 'POST', body: input }))
    .dispatch;
}

export async function getDispatch(rideId: string): Promise<DispatchView> {
  return (await apiRequest<{ dispatch: DispatchView }>(`/api/book-nearest/${encodeURIComponent(rideId)}`))
    .dispatch;
}

export function cancelSearch(rideId: string): Promise<unknown> {
  return apiRequest('/api/cancelrequest', { method: 'POST', body: { rideRequestId: rideId } });
}

export function getDriverPosition(rideId: string): Promise<DriverPosition> {
  return apiRequest<DriverPosition>(`/api/rides/${encodeURIComponent(rideId)}/driver-position`);
}

export async function getReceipt(rideId: string): Promise<Receipt> {
  return (await apiRequest<{ receipt: Receipt }>(`/api/rides/${encodeURIComponent(rideId)}/receipt`)).receipt;
}

export interface OnlineState {
  online: boolean;
  declined: number;
}

export function getOnline(): Promise<OnlineState> {
  return apiRequest<OnlineState>('/api/driver/online');
}

export function setOnline(online: boolean): Promise<OnlineState> {
  return apiRequest<OnlineState>('/api/driver/online', { method: 'PUT', body: { online } });
}
