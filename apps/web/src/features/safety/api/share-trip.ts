// POST /api/rides/{id}/share → {url}: a link anyone can open to follow the trip.
import { useMutation } from '@tanstack/react-query';
import { endpoint, request } from '../../../lib/api-client';

const shareCall = endpoint('POST', '/api/rides/:id/share', 'signed-in');

export function shareTrip(rideId: string) {
  return request(shareCall, { params: { id: rideId } });
}

export function useShareTrip() {
  return useMutation({ mutationFn: shareTrip });
}
