// POST /api/rides/{id}/share → {url}; POST /api/rides/{id}/share/email e-mails a link to trusted contacts.
import { useMutation } from '@tanstack/react-query';
import { endpoint, request } from '../../../lib/api-client';

const shareCall = endpoint('POST', '/api/rides/:id/share', 'signed-in');
const emailCall = endpoint('POST', '/api/rides/:id/share/email', 'signed-in');

export function useShareTrip() {
  return useMutation({
    mutationFn: (rideId: string) => request(shareCall, { params: { id: rideId } }),
  });
}

export function useEmailTrip() {
  return useMutation({
    mutationFn: (rideId: string) => request(emailCall, { params: { id: rideId } }),
  });
}
