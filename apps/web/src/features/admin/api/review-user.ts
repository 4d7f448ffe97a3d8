// PUT /api/admin/users/:id/approval — approve, or reject with a reason (the user is notified and e-mailed).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminUser } from '@waka/shared';
import { adminFetch } from '../lib/admin-fetch';

export function reviewUser(input: { userId: string; approved: boolean; reason?: string }) {
  return adminFetch<{ message: string; user: AdminUser }>(`/api/admin/users/${input.userId}/approval`, {
    method: 'PUT',
    body: { approved: input.approved, reason: input.reason },
  });
}

export function useReviewUser() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: reviewUser,
    onSuccess: () => client.invalidateQueries({ queryKey: ['admin'] }),
  });
}
