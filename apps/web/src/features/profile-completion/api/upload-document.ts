// POST /api/user/documents (team contract): multipart `file` + `kind` → {url, id}. The url is what
// extra-details stores as licenseImage / ninImage / bikeDocumentImage; it is served to the owner and admins only.
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export type DocumentKind = 'license' | 'nin' | 'bike_document';

export async function uploadDocument(input: { file: File; kind: DocumentKind }): Promise<string> {
  const form = new FormData();
  form.append('kind', input.kind);
  form.append('file', input.file);
  const answer = await apiRequest<{ url?: string }>('/api/user/documents', { method: 'POST', body: form });
  if (!answer?.url) throw new Error('no url in the upload answer');
  return answer.url;
}

export function useUploadDocument() {
  return useMutation({ mutationFn: uploadDocument });
}
