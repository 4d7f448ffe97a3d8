// PUT /api/user/profile: name, username, phoneNumber, and password only when entered.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { profileQueryKey } from './get-profile';

export interface ProfileUpdate {
  name: string;
  username: string;
  phoneNumber: string;
  password?: string;
  /** Sent with a new password; the server refuses the change when it is wrong. */
  currentPassword?: string;
}

export function updateProfile(update: ProfileUpdate): Promise<unknown> {
  return apiRequest('/api/user/profile', { method: 'PUT', body: update });
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileQueryKey }),
  });
}
