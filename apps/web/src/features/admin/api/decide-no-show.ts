// PUT /api/admin/no-show-reviews/:id — disable the account or keep it.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminRequest, endpoint } from '../lib/admin-fetch';
import { noShowReviewsKey } from './list-no-show-reviews';

const decideCall = endpoint('PUT', '/api/admin/no-show-reviews/:id', 'admin');

export function useDecideNoShow() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { userId: string; disable: boolean }) =>
      adminRequest(decideCall, { params: { id: input.userId }, body: { disable: input.disable } }),
    onSuccess: () => client.invalidateQueries({ queryKey: noShowReviewsKey }),
  });
}
