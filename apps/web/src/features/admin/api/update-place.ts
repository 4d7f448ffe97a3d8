// PUT /api/admin/places/:id — correct a curated place (audited).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PlaceInput } from '@waka/shared';
import { adminRequest, endpoint } from '../lib/admin-fetch';
import { placesKey } from './list-places';

const updateCall = endpoint('PUT', '/api/admin/places/:id', 'admin');

export function updateAdminPlace({ id, body }: { id: string; body: PlaceInput }) {
  return adminRequest(updateCall, { params: { id }, body });
}

export function useUpdateAdminPlace() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateAdminPlace,
    onSuccess: () => client.invalidateQueries({ queryKey: placesKey }),
  });
}
