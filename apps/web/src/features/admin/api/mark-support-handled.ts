// PUT /api/admin/support/:id/handled — mark a message handled (or reopen it).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminRequest, endpoint } from '../lib/admin-fetch';

const handledCall = endpoint('PUT', '/api/admin/support/:id/handled', 'admin');

export function markSupportHandled(input: { messageId: string; handled: boolean }) {
  return adminRequest(handledCall, { params: { id: input.messageId }, body: { handled: input.handled } });
}

export function useMarkSupportHandled() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: markSupportHandled,
    onSuccess: () => client.invalidateQueries({ queryKey: ['admin', 'support'] }),
  });
}
