// POST /api/rides/{id}/share/email → {url, sent, message}: e-mails the trip's link to the trusted contacts.
import { useMutation } from '@tanstack/react-query';
import { endpoint, request } from '../../../lib/api-client';

const emailCall = endpoint('POST', '/api/rides/:id/share/email', 'signed-in');

export function emailTrip(rideId: string) {
  return request(emailCall, { params: { id: rideId } });
}

export function useEmailTrip() {
  return useMutation({ mutationFn: emailTrip });
}
