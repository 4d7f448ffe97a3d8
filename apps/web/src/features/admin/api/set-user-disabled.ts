// PUT /api/admin/users/:id/disabled — disable or re-enable an account.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminUser } from '@waka/shared';
import { adminFetch } from '../lib/admin-fetch';

export function setUserDisabled(input: { userId: string; disabled: boolean; reason?: string }) {
  return adminFetch<{ message: string; user: AdminUser }>(`/api/admin/users/${input.userId}/disabled`, {
    method: 'PUT',
    body: { disabled: input.disabled, reason: input.reason },
  });
}

export function useSetUserDisabled() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: setUserDisabled,
    onSuccess: () => client.invalidateQueries({ queryKey: ['admin'] }),
  });
}
