// POST /api/user/profile-upload (spec §7): multipart with the image → {profilePicture}.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { profileQueryKey } from './get-profile';

export function uploadProfilePicture(file: File): Promise<{ profilePicture: string }> {
  const body = new FormData();
  body.append('file', file);
  return apiRequest<{ profilePicture: string }>('/api/user/profile-upload', { method: 'POST', body });
}

export function useUploadProfilePicture() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadProfilePicture,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileQueryKey }),
  });
}
