// The rider's current position: the browser's, else the last known one (the stored userLocation). Located
// again each time a screen using it opens, and every `refreshEveryMs` while a screen asks for that.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { locateOrLastKnown } from '../../../lib/geolocation';
import { readUserLocation } from '../../../lib/user-location';

const currentLocationQuery = queryOptions({
  queryKey: ['geolocation', 'current'],
  queryFn: () => locateOrLastKnown(),
  staleTime: 0,
});

export function useCurrentLocation(options: { refreshEveryMs?: number | false } = {}) {
  const query = useQuery({
    ...currentLocationQuery,
    refetchInterval: options.refreshEveryMs ?? false,
    refetchIntervalInBackground: true,
  });
  return {
    location: query.data ?? readUserLocation(),
    isLocating: query.isPending,
    refresh: async () => (await query.refetch()).data ?? null,
  };
}
