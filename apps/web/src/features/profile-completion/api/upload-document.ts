// POST /api/user/documents (team contract): multipart `file` + `kind` → {url, id}. The url is what
// extra-details stores as licenseImage / ninImage / bikeDocumentImage; it is served to the owner and admins only.
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { uploadLimitBytes } from '../../../lib/app-config';
import { preparePhoto, withLimitMessage } from '../../../lib/resize-image';

export type DocumentKind = 'license' | 'nin' | 'bike_document';

export async function uploadDocument(input: { file: File; kind: DocumentKind }): Promise<string> {
  const limit = await uploadLimitBytes();
  const form = new FormData();
  form.append('kind', input.kind);
  form.append('file', await preparePhoto(input.file, limit));
  const answer = await apiRequest<{ url?: string }>('/api/user/documents', {
    method: 'POST',
    body: form,
  }).catch((error: unknown) => {
    throw withLimitMessage(error, limit);
  });
  if (!answer?.url) throw new Error('no url in the upload answer');
  return answer.url;
}

export function useUploadDocument() {
  return useMutation({ mutationFn: uploadDocument });
}
