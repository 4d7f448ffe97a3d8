// GET /api/config: what the web app needs to know about this installation (no secrets).

import { brandSchema, koboToNaira } from '@waka/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { brandFromSettings } from '../brand/brand';
import { getSettings } from './service';

export const publicConfigSchema = z.object({
  supportPhone: z.string(),
  appDownloadUrl: z.string().nullable(),
  tileUrl: z.string(),
  lowBalanceThreshold: z.number(),
  commissionRate: z.number(),
  /** The largest file an upload may carry, so the web app can say it before sending. */
  uploadLimitBytes: z.number(),
  /** The operator's name, colours and logo, applied by the web app at run time. */
  brand: brandSchema,
});

export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/config',
    {
      schema: {
        tags: ['app'],
        summary: 'Public settings of this installation',
        response: { 200: publicConfigSchema },
      },
    },
    async () => {
      const current = await getSettings(app.database.db, app.config);
      return {
        supportPhone: app.config.SUPPORT_PHONE,
        appDownloadUrl: app.config.APP_DOWNLOAD_URL ?? null,
        tileUrl: app.config.TILE_URL,
        lowBalanceThreshold: koboToNaira(current.lowBalanceThresholdKobo),
        commissionRate: current.commissionRate,
        uploadLimitBytes: app.config.UPLOAD_LIMIT_BYTES,
        brand: brandFromSettings(current),
      };
    },
  );
};
