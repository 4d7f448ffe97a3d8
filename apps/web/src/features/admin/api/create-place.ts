// POST /api/admin/places — add a curated place (audited).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PlaceInput } from '@waka/shared';
import { adminRequest, endpoint } from '../lib/admin-fetch';
import { placesKey } from './list-places';

const createCall = endpoint('POST', '/api/admin/places', 'admin');

export function createAdminPlace(body: PlaceInput) {
  return adminRequest(createCall, { body });
}

export function useCreateAdminPlace() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createAdminPlace,
    onSuccess: () => client.invalidateQueries({ queryKey: placesKey }),
  });
}
