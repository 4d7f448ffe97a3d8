// Driver and biker documents: uploaded by their owner, readable only by the owner and admins; anyone else
// gets 404, so ids cannot be probed.
import { createReadStream } from 'node:fs';
import { access } from 'node:fs/promises';
import { DOCUMENT_KINDS, type DocumentKind, endpoints } from '@waka/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/errors';
import { route } from '../../lib/route';
import { currentUser } from '../../plugins/auth';
import { RATE_LIMITS } from '../auth/rate-limits';
import { findDocument } from './profile-service';
import { readMultipartSafely, readUploadedFile, storedPath, storeUpload } from './storage';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const NOT_FOUND = 'Document not found.';

export const documentRoutes: FastifyPluginAsyncZod = async (app) => {
  route(
    app,
    endpoints.profile.uploadDocument,
    async (request, reply) => {
      const { buffer, kind } = await readMultipartSafely(async () => {
        let file: Buffer | undefined;
        let chosenKind: DocumentKind | null = null;
        for await (const part of request.parts()) {
          if (part.type === 'file') {
            if (part.fieldname !== 'file' || file) {
              await part.toBuffer();
              continue;
            }
            file = await readUploadedFile(part, app.config.UPLOAD_LIMIT_BYTES);
          } else if (part.fieldname === 'kind' && typeof part.value === 'string' && part.value !== '') {
            if (!(DOCUMENT_KINDS as readonly string[]).includes(part.value)) {
              throw new AppError('bad_request', 'kind must be license, nin or bike_document.');
            }
            chosenKind = part.value as DocumentKind;
          }
        }
        return { buffer: file, kind: chosenKind };
      });
      if (!buffer) throw new AppError('bad_request', 'Choose a file to upload (form field "file").');
      const stored = await storeUpload(app.database.db, app.config, {
        ownerId: currentUser(request).id,
        area: 'document',
        buffer,
      });
      return reply.status(201).send({ id: stored.id, url: `/api/user/documents/${stored.id}`, kind });
    },
    { config: { rateLimit: RATE_LIMITS.upload } },
  );

  route(app, endpoints.profile.getDocument, async (request, reply) => {
    const user = currentUser(request);
    if (!UUID.test(request.params.id)) throw new AppError('not_found', NOT_FOUND);
    const row = await findDocument(app, {
      documentId: request.params.id,
      userId: user.id,
      isAdmin: user.isAdmin,
    });
    if (!row) throw new AppError('not_found', NOT_FOUND);
    const file = storedPath(app.config, row.storedName);
    await access(file).catch(() => {
      throw new AppError('not_found', NOT_FOUND);
    });
    const extension = row.storedName.split('.').pop();
    // A PDF is stored as sent: the browser gets it as a download in a sandbox, never as a live page.
    const isPdf = row.mimeType === 'application/pdf';
    if (isPdf) reply.header('content-security-policy', 'sandbox');
    return reply
      .type(row.mimeType)
      .header('content-disposition', `${isPdf ? 'attachment' : 'inline'}; filename="document.${extension}"`)
      .header('cache-control', 'private, no-store')
      .send(createReadStream(file));
  });
};
