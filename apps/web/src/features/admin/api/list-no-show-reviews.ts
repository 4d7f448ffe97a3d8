// GET /api/admin/no-show-reviews — riders with repeated no-shows, waiting for a decision.
import { useQuery } from '@tanstack/react-query';
import { adminRequest, endpoint } from '../lib/admin-fetch';

const reviewsCall = endpoint('GET', '/api/admin/no-show-reviews', 'admin');

export const noShowReviewsKey = ['admin', 'no-show-reviews'] as const;

export function useNoShowReviews() {
  return useQuery({
    queryKey: noShowReviewsKey,
    queryFn: () => adminRequest(reviewsCall),
    refetchInterval: 60_000,
  });
}
