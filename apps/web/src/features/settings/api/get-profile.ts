// GET /api/user/profile → {user}.
import { useQuery } from '@tanstack/react-query';
import { type AnswerOf, endpoint, request } from '../../../lib/api-client';

const getProfileCall = endpoint('GET', '/api/user/profile', 'signed-in');

export const profileQueryKey = ['profile'] as const;

export function getProfile(): Promise<AnswerOf<typeof getProfileCall>> {
  return request(getProfileCall);
}

export function useProfile() {
  return useQuery({ queryKey: profileQueryKey, queryFn: getProfile, select: (answer) => answer.user });
}
