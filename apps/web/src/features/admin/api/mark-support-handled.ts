// PUT /api/admin/support/:id/handled — mark a message handled (or reopen it).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminFetch } from '../lib/admin-fetch';

export function markSupportHandled(input: { messageId: string; handled: boolean }) {
  return adminFetch<{ message: string }>(`/api/admin/support/${input.messageId}/handled`, {
    method: 'PUT',
    body: { handled: input.handled },
  });
}

export function useMarkSupportHandled() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: markSupportHandled,
    onSuccess: () => client.invalidateQueries({ queryKey: ['admin', 'support'] }),
  });
}
