// PUT /api/admin/users/:id/approval — approve, or reject with a reason (the user is notified and e-mailed).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminRequest, endpoint } from '../lib/admin-fetch';

const approvalCall = endpoint('PUT', '/api/admin/users/:id/approval', 'admin');

export function reviewUser(input: { userId: string; approved: boolean; reason?: string }) {
  return adminRequest(approvalCall, {
    params: { id: input.userId },
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
