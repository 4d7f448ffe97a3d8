// GET /api/admin/zones — the no-bikes zones; each change refreshes them and the audit log.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminRequest, endpoint } from '../lib/admin-fetch';

const zonesCall = endpoint('GET', '/api/admin/zones', 'admin');

export const zonesKey = ['admin', 'zones'] as const;

export function useZones() {
  return useQuery({
    queryKey: zonesKey,
    queryFn: () => adminRequest(zonesCall).then((answer) => answer.zones),
  });
}

/** A change of zones (audited): the list and the audit log are asked again. */
export function useZoneMutation<T>(call: (input: T) => Promise<{ message: string }>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: zonesKey }),
        client.invalidateQueries({ queryKey: ['admin', 'audit'] }),
      ]),
  });
}
