// GET/PUT /api/saved-places: the rider's Home and Work, stored on the account.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SavedPlace, SavedPlaceKind } from '@waka/shared';
import { apiRequest } from '../../../lib/api-client';
import type { PlaceSuggestion } from './search-places';

const KEY = ['saved-places'] as const;

export function useSavedPlaces() {
  return useQuery({
    queryKey: KEY,
    queryFn: async () =>
      (await apiRequest<{ savedPlaces: SavedPlace[] }>('/api/saved-places'))?.savedPlaces ?? [],
    staleTime: 10 * 60_000,
  });
}

export function useSavePlace() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, place }: { kind: SavedPlaceKind; place: PlaceSuggestion }) =>
      apiRequest<SavedPlace>(`/api/saved-places/${kind}`, {
        method: 'PUT',
        body: { name: place.name, latitude: place.latitude, longitude: place.longitude },
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: KEY }),
  });
}
