// POST /api/rides/{id}/share → {url}; POST /api/rides/{id}/share/email e-mails a link to trusted contacts.
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export function useShareTrip() {
  return useMutation({
    mutationFn: (rideId: string) =>
      apiRequest<{ url: string }>(`/api/rides/${encodeURIComponent(rideId)}/share`, { method: 'POST' }),
  });
}

export function useEmailTrip() {
  return useMutation({
    mutationFn: (rideId: string) =>
      apiRequest<{ url: string; sent: number; message: string }>(
        `/api/rides/${encodeURIComponent(rideId)}/share/email`,
        { method: 'POST' },
      ),
  });
}
