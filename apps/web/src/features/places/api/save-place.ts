// PUT /api/saved-places/:kind {name, latitude, longitude}: keep a place as Home or Work.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SavedPlaceKind } from '@waka/shared';
import { endpoint, request } from '../../../lib/api-client';
import { savedPlacesQueryKey } from './get-saved-places';
import type { PlaceSuggestion } from './search-places';

const saveCall = endpoint('PUT', '/api/saved-places/:kind', 'signed-in');

export function savePlace({ kind, place }: { kind: SavedPlaceKind; place: PlaceSuggestion }) {
  return request(saveCall, {
    params: { kind },
    body: { name: place.name, latitude: place.latitude, longitude: place.longitude },
  });
}

export function useSavePlace() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: savePlace,
    onSuccess: () => client.invalidateQueries({ queryKey: savedPlacesQueryKey }),
  });
}
