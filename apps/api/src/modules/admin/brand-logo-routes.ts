// The operator's logo, uploaded from the console's Settings page (multipart field "file": PNG, JPEG or WebP
// up to 2 MB) or removed to go back to Waka's icon. Both answer the whole settings, like PUT /settings.
import { BRAND_LOGO_LIMIT_BYTES, endpoints } from '@waka/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/route';
import { currentUser } from '../../plugins/auth';
import { removeBrandLogo, setBrandLogo } from '../brand/logo-service';
import { readMultipartSafely, readUploadedFile } from '../profile/storage';
import { getAdminSettings } from './settings-service';

export const brandLogoRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, endpoints.admin.uploadBrandLogo, async (request) => {
    const buffer = await readMultipartSafely(async () =>
      readUploadedFile(
        await request.file({ limits: { fileSize: BRAND_LOGO_LIMIT_BYTES } }),
        BRAND_LOGO_LIMIT_BYTES,
      ),
    );
    await setBrandLogo(app.database.db, app.config, { actorId: currentUser(request).id, buffer });
    return getAdminSettings(app.database.db, app.config);
  });

  route(app, endpoints.admin.removeBrandLogo, async (request) => {
    await removeBrandLogo(app.database.db, app.config, { actorId: currentUser(request).id });
    return getAdminSettings(app.database.db, app.config);
  });
};
