// GET /api/user/profile → {user}.
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export interface UserProfile {
  name: string;
  username: string;
  phoneNumber: string;
  email?: string;
  profilePicture?: string | null;
}

export const profileQueryKey = ['profile'] as const;

export function getProfile(): Promise<{ user: UserProfile }> {
  return apiRequest<{ user: UserProfile }>('/api/user/profile');
}

export function useProfile() {
  return useQuery({ queryKey: profileQueryKey, queryFn: getProfile, select: (answer) => answer.user });
}
