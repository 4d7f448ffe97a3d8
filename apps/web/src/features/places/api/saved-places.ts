// GET/PUT /api/saved-places: the rider's Home and Work, stored on the account.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SavedPlaceKind } from '@waka/shared';
import { endpoint, request } from '../../../lib/api-client';
import type { PlaceSuggestion } from './search-places';

const listCall = endpoint('GET', '/api/saved-places', 'signed-in');
const saveCall = endpoint('PUT', '/api/saved-places/:kind', 'signed-in');

const KEY = ['saved-places'] as const;

export function useSavedPlaces() {
  return useQuery({
    queryKey: KEY,
    queryFn: async () => (await request(listCall)).savedPlaces,
    staleTime: 10 * 60_000,
  });
}

export function useSavePlace() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, place }: { kind: SavedPlaceKind; place: PlaceSuggestion }) =>
      request(saveCall, {
        params: { kind },
        body: { name: place.name, latitude: place.latitude, longitude: place.longitude },
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: KEY }),
  });
}
