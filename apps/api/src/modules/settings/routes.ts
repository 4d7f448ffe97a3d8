// GET /api/config: what the web app needs to know about this installation (no secrets).
import { endpoints, koboToNaira } from '@waka/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/route';
import { brandFromSettings } from '../brand/brand';
import { getSettings } from './service';

export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, endpoints.settings.getConfig, async () => {
    const current = await getSettings(app.database.db, app.config);
    return {
      supportPhone: app.config.SUPPORT_PHONE,
      appDownloadUrl: app.config.APP_DOWNLOAD_URL ?? null,
      tileUrl: app.config.TILE_URL,
      lowBalanceThreshold: koboToNaira(current.lowBalanceThresholdKobo),
      commissionRate: current.commissionRate,
      uploadLimitBytes: app.config.UPLOAD_LIMIT_BYTES,
      otpResendIntervalSeconds: app.config.OTP_RESEND_INTERVAL_S,
      brand: brandFromSettings(current),
    };
  });
};
