// /api/admin/zones — list, add, change (rename, redraw, switch) and delete no-bikes zones (audited).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminZone, CreateZoneBody, UpdateZoneBody } from '@waka/shared';
import { adminFetch } from '../lib/admin-fetch';

export const zonesKey = ['admin', 'zones'] as const;
type ZoneAnswer = { message: string; zone: AdminZone };

export function useZones() {
  return useQuery({
    queryKey: zonesKey,
    queryFn: () => adminFetch<{ zones: AdminZone[] }>('/api/admin/zones').then((answer) => answer.zones),
  });
}

function useZoneMutation<T>(call: (input: T) => Promise<{ message: string }>) {
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

export const useCreateZone = () =>
  useZoneMutation((body: Partial<CreateZoneBody> & Pick<CreateZoneBody, 'name' | 'geometry'>) =>
    adminFetch<ZoneAnswer>('/api/admin/zones', { method: 'POST', body }),
  );

export const useUpdateZone = () =>
  useZoneMutation(({ id, body }: { id: string; body: UpdateZoneBody }) =>
    adminFetch<ZoneAnswer>(`/api/admin/zones/${id}`, { method: 'PUT', body }),
  );

export const useDeleteZone = () =>
  useZoneMutation((id: string) =>
    adminFetch<{ message: string }>(`/api/admin/zones/${id}`, { method: 'DELETE' }),
  );
