// The operator's logo, uploaded from the console's Settings page (multipart field "file": PNG, JPEG or WebP
// up to 2 MB) or removed to go back to Waka's icon. Both answer the whole settings, like PUT /settings.
import { adminSettingsResponseSchema, BRAND_LOGO_LIMIT_BYTES, errorResponseSchema } from '@waka/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/auth';
import { removeBrandLogo, setBrandLogo } from '../brand/logo-service';
import { readMultipartSafely, readUploadedFile } from '../profile/storage';
import { adminDoc, adminErrors } from './doc';
import { getAdminSettings } from './settings-service';

export const brandLogoRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/settings/logo',
    {
      schema: {
        ...adminDoc,
        summary: 'Upload the operator logo (multipart field "file": PNG, JPEG or WebP, re-encoded); audited',
        consumes: ['multipart/form-data'],
        response: {
          200: adminSettingsResponseSchema,
          ...adminErrors,
          413: errorResponseSchema,
          415: errorResponseSchema,
        },
      },
    },
    async (request) => {
      const buffer = await readMultipartSafely(async () =>
        readUploadedFile(
          await request.file({ limits: { fileSize: BRAND_LOGO_LIMIT_BYTES } }),
          BRAND_LOGO_LIMIT_BYTES,
        ),
      );
      await setBrandLogo(app.database.db, app.config, { actorId: currentUser(request).id, buffer });
      return getAdminSettings(app.database.db, app.config);
    },
  );

  app.delete(
    '/settings/logo',
    {
      schema: {
        ...adminDoc,
        summary: "Remove the operator logo (Waka's icon is shown again); audited",
        response: { 200: adminSettingsResponseSchema, ...adminErrors },
      },
    },
    async (request) => {
      await removeBrandLogo(app.database.db, app.config, { actorId: currentUser(request).id });
      return getAdminSettings(app.database.db, app.config);
    },
  );
};
