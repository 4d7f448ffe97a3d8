// POST /api/admin/places (add) or PUT /api/admin/places/:id (correct) — a curated place (audited).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PlaceInput } from '@waka/shared';
import { adminRequest, endpoint } from '../lib/admin-fetch';
import { placesKey } from './list-places';

const createCall = endpoint('POST', '/api/admin/places', 'admin');
const updateCall = endpoint('PUT', '/api/admin/places/:id', 'admin');

export function useSaveAdminPlace() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: string; body: PlaceInput }) =>
      id ? adminRequest(updateCall, { params: { id }, body }) : adminRequest(createCall, { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: placesKey }),
  });
}
