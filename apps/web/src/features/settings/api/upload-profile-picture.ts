// POST /api/user/profile-upload: multipart with the image → {profilePicture}. The photo is resized
// in the browser first (lib/resize-image.ts).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { uploadLimitBytes } from '../../../lib/app-config';
import { preparePhoto, withLimitMessage } from '../../../lib/resize-image';
import { profileQueryKey } from './get-profile';

export async function uploadProfilePicture(file: File): Promise<{ profilePicture: string }> {
  const limit = await uploadLimitBytes();
  const body = new FormData();
  body.append('file', await preparePhoto(file, limit));
  try {
    return await apiRequest<{ profilePicture: string }>('/api/user/profile-upload', { method: 'POST', body });
  } catch (error) {
    throw withLimitMessage(error, limit);
  }
}

export function useUploadProfilePicture() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadProfilePicture,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileQueryKey }),
  });
}
