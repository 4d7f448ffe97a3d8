// DELETE /api/admin/places/:id — remove a curated place (audited).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminRequest, endpoint } from '../lib/admin-fetch';
import { placesKey } from './list-places';

const deleteCall = endpoint('DELETE', '/api/admin/places/:id', 'admin');

export function useDeleteAdminPlace() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => adminRequest(deleteCall, { params: { id } }),
    onSuccess: () => client.invalidateQueries({ queryKey: placesKey }),
  });
}
