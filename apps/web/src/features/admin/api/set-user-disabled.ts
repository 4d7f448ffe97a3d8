// PUT /api/admin/users/:id/disabled — disable or re-enable an account.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminRequest, endpoint } from '../lib/admin-fetch';

const disabledCall = endpoint('PUT', '/api/admin/users/:id/disabled', 'admin');

export function setUserDisabled(input: { userId: string; disabled: boolean; reason?: string }) {
  return adminRequest(disabledCall, {
    params: { id: input.userId },
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
