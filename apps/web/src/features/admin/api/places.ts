// /api/admin/places — curated places: list, add, correct, remove (each audited on the server).
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { adminPlacesResponseSchema, Place, PlaceInput } from '@waka/shared';
import type { z } from 'zod';
import { adminFetch } from '../lib/admin-fetch';

export type PlacesAnswer = z.infer<typeof adminPlacesResponseSchema>;
export interface PlacesFilter {
  q?: string;
  limit: number;
  offset: number;
}

export function useAdminPlaces(filter: PlacesFilter) {
  return useQuery({
    queryKey: ['admin', 'places', filter],
    queryFn: (): Promise<PlacesAnswer> => adminFetch('/api/admin/places', { query: { ...filter } }),
    placeholderData: keepPreviousData,
  });
}

export function useSaveAdminPlace() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: string; body: PlaceInput }): Promise<{ place: Place }> =>
      id
        ? adminFetch(`/api/admin/places/${id}`, { method: 'PUT', body })
        : adminFetch('/api/admin/places', { method: 'POST', body }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['admin', 'places'] }),
  });
}

export function useDeleteAdminPlace() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => adminFetch(`/api/admin/places/${id}`, { method: 'DELETE' }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['admin', 'places'] }),
  });
}
