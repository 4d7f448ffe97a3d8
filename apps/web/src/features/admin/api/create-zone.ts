// POST /api/admin/zones — add a no-bikes zone (audited).
import { adminRequest, type BodyOf, endpoint } from '../lib/admin-fetch';
import { useZoneMutation } from './list-zones';

const createCall = endpoint('POST', '/api/admin/zones', 'admin');

export const useCreateZone = () =>
  useZoneMutation((body: BodyOf<typeof createCall>) => adminRequest(createCall, { body }));
