// GET /api/admin/places — curated places, searchable, a page at a time.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { adminRequest, endpoint } from '../lib/admin-fetch';

const placesCall = endpoint('GET', '/api/admin/places', 'admin');

export const placesKey = ['admin', 'places'] as const;

export interface PlacesFilter {
  q?: string;
  limit: number;
  offset: number;
}

export function useAdminPlaces(filter: PlacesFilter) {
  return useQuery({
    queryKey: [...placesKey, filter],
    queryFn: () => adminRequest(placesCall, { query: { ...filter } }),
    placeholderData: keepPreviousData,
  });
}
