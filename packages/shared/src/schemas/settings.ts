import { z } from 'zod';
import { brandSchema } from './brand';

/** The public settings of this installation (GET /api/config). */
export const publicConfigSchema = z.object({
  supportPhone: z.string(),
  appDownloadUrl: z.string().nullable(),
  tileUrl: z.string(),
  lowBalanceThreshold: z.number(),
  commissionRate: z.number(),
  /** The largest file an upload may carry, so the web app can say it before sending. */
  uploadLimitBytes: z.number(),
  /** How long after one e-mailed code the next may be asked for, so the code screens count that long. */
  otpResendIntervalSeconds: z.number().int().positive(),
  /** The operator's name, colours and logo, applied by the web app at run time. */
  brand: brandSchema,
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;
