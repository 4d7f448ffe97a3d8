// POST /api/user/documents (team contract): multipart `file` + `kind` → {url, id}. The url is what
// extra-details stores as licenseImage / ninImage / bikeDocumentImage; it is served to the owner and admins only.
import { useMutation } from '@tanstack/react-query';
import type { DocumentKind } from '@waka/shared';
import { endpoint, request } from '../../../lib/api-client';
import { uploadLimitBytes } from '../../../lib/app-config';
import { preparePhoto, withLimitMessage } from '../../../lib/resize-image';

const uploadCall = endpoint('POST', '/api/user/documents', 'signed-in');

export type { DocumentKind };

export async function uploadDocument(input: { file: File; kind: DocumentKind }): Promise<string> {
  const limit = await uploadLimitBytes();
  const form = new FormData();
  form.append('kind', input.kind);
  form.append('file', await preparePhoto(input.file, limit));
  const answer = await request(uploadCall, { body: form }).catch((error: unknown) => {
    throw withLimitMessage(error, limit);
  });
  return answer.url;
}

export function useUploadDocument() {
  return useMutation({ mutationFn: uploadDocument });
}
