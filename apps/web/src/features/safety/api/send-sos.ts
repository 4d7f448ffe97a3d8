// POST /api/rides/{id}/sos {latitude, longitude, note?}: either party of the ride.
import type { GeoPoint } from '@waka/shared';
import { apiRequest } from '../../../lib/api-client';

export interface SosAnswer {
  message: string;
  incident: { _id: string; status: string; createdAt: string };
  emergencyNumber: string;
  contactsNotified: number;
}

export function sendSos(rideId: string, body: GeoPoint & { note?: string }): Promise<SosAnswer> {
  return apiRequest<SosAnswer>(`/api/rides/${encodeURIComponent(rideId)}/sos`, { method: 'POST', body });
}
