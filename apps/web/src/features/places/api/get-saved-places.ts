// GET /api/saved-places: the rider's Home and Work, stored on the account.
import { useQuery } from '@tanstack/react-query';
import { endpoint, request } from '../../../lib/api-client';

const listCall = endpoint('GET', '/api/saved-places', 'signed-in');

export const savedPlacesQueryKey = ['saved-places'] as const;

export async function getSavedPlaces() {
  return (await request(listCall)).savedPlaces;
}

export function useSavedPlaces() {
  return useQuery({ queryKey: savedPlacesQueryKey, queryFn: getSavedPlaces, staleTime: 10 * 60_000 });
}
