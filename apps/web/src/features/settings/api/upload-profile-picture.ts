// POST /api/user/profile-upload: multipart with the image → {profilePicture}. The photo is resized
// in the browser first (lib/resize-image.ts).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type AnswerOf, endpoint, request } from '../../../lib/api-client';
import { uploadLimitBytes } from '../../../lib/app-config';
import { preparePhoto, withLimitMessage } from '../../../lib/resize-image';
import { profileQueryKey } from './get-profile';

const uploadCall = endpoint('POST', '/api/user/profile-upload', 'signed-in');

export async function uploadProfilePicture(file: File): Promise<AnswerOf<typeof uploadCall>> {
  const limit = await uploadLimitBytes();
  const body = new FormData();
  body.append('file', await preparePhoto(file, limit));
  try {
    return await request(uploadCall, { body });
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
