// DELETE /api/admin/zones/:id — remove a zone (audited).
import { adminRequest, endpoint } from '../lib/admin-fetch';
import { useZoneMutation } from './list-zones';

const deleteCall = endpoint('DELETE', '/api/admin/zones/:id', 'admin');

export const useDeleteZone = () =>
  useZoneMutation((id: string) => adminRequest(deleteCall, { params: { id } }));
