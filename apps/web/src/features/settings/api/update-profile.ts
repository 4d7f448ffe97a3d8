// PUT /api/user/profile: name, username, phoneNumber, and password only when entered.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type AnswerOf, endpoint, request } from '../../../lib/api-client';
import { profileQueryKey } from './get-profile';

const updateProfileCall = endpoint('PUT', '/api/user/profile', 'signed-in');

/** What the form sends (the map's body accepts any of these fields, '' meaning "keep"). */
export interface ProfileUpdate {
  name: string;
  username: string;
  phoneNumber: string;
  password?: string;
  /** Sent with a new password; the server refuses the change when it is wrong. */
  currentPassword?: string;
}

export function updateProfile(update: ProfileUpdate): Promise<AnswerOf<typeof updateProfileCall>> {
  return request(updateProfileCall, { body: update });
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileQueryKey }),
  });
}
