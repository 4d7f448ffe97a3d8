// PUT /api/admin/zones/:id — rename, redraw or switch a zone (audited).
import { adminRequest, type BodyOf, endpoint } from '../lib/admin-fetch';
import { useZoneMutation } from './list-zones';

const updateCall = endpoint('PUT', '/api/admin/zones/:id', 'admin');

export const useUpdateZone = () =>
  useZoneMutation(({ id, body }: { id: string; body: BodyOf<typeof updateCall> }) =>
    adminRequest(updateCall, { params: { id }, body }),
  );
