// Request and response schemas of the profile calls. Owned by the profile feature.
import { z } from 'zod';
import { ROLES } from '../constants';
import { LANGUAGES } from '../languages';
import { MSG } from '../messages';
import { newPasswordSchema, phoneNumberSchema, usernameSchema } from './auth';
import { latitudeSchema, longitudeSchema } from './common';

/** GET /api/user/profile → {user}. */
export const profileSchema = z.object({
  id: z.string(),
  name: z.string(),
  username: z.string(),
  email: z.string(),
  phoneNumber: z.string(),
  profilePicture: z.string().nullable(),
  preferredType: z.enum(ROLES).nullable(),
  approved: z.boolean(),
  isAdmin: z.boolean(),
  /** Not in the spec: the account's language (server messages, e-mails, the web app after sign-in). */
  language: z.enum(LANGUAGES),
});
export type Profile = z.infer<typeof profileSchema>;
export const profileResponseSchema = z.object({ user: profileSchema });

/** '' means "keep the current value" (empty fields fall back to the loaded values). */
const blankAsMissing = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

/** PUT /api/user/profile. Only these fields can change; anything else in the body is ignored. */
export const updateProfileBodySchema = z.object({
  name: z.preprocess(blankAsMissing, z.string().trim().max(100).optional()),
  username: z.preprocess(blankAsMissing, usernameSchema.optional()),
  phoneNumber: z.preprocess(blankAsMissing, phoneNumberSchema.optional()),
  password: z.preprocess(blankAsMissing, newPasswordSchema.optional()),
  /** Checked when sent (Waka's own screen sends it); the spec's client sends none and keeps working. */
  currentPassword: z.preprocess(
    blankAsMissing,
    z.string().max(128, 'Password must be at most 128 characters.').optional(),
  ),
  /** Not in the spec: the account's language. */
  language: z.enum(LANGUAGES).optional(),
});
export type UpdateProfileBody = z.input<typeof updateProfileBodySchema>;
export const updateProfileResponseSchema = z.object({ message: z.string(), user: profileSchema });

/** POST /api/user/profile-upload → a URL the app serves publicly. */
export const profileUploadResponseSchema = z.object({ profilePicture: z.string(), message: z.string() });

export const DOCUMENT_KINDS = ['license', 'nin', 'bike_document'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];
/** POST /api/user/documents → the URL to put in licenseImage / ninImage / bikeDocumentImage. */
export const documentUploadResponseSchema = z.object({
  id: z.string(),
  url: z.string(),
  kind: z.enum(DOCUMENT_KINDS).nullable(),
});
export const DOCUMENT_URL_PATTERN =
  /^\/api\/user\/documents\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;

export const roleResponseSchema = z.object({ preferredType: z.enum(ROLES) });
export const approvedResponseSchema = z.object({ approved: z.boolean() });

/** A text field of the driver or biker form (all required). */
const detail = z
  .string({ error: MSG.profileIncomplete })
  .trim()
  .min(1, MSG.profileIncomplete)
  .max(500, 'Please keep each detail under 500 characters.');
const isoDate = z
  .string({ error: MSG.profileIncomplete })
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Enter the date as YYYY-MM-DD.');

/** The driver's details. Images: a document URL from POST /api/user/documents, or any text. */
export const driverDetailsSchema = z.object({
  licenseNumber: detail,
  vehicleModel: detail,
  vehiclePlateNumber: detail,
  licenseExpiryDate: isoDate,
  licenseImage: detail,
  ninImage: detail,
});
export type DriverDetails = z.infer<typeof driverDetailsSchema>;

/** The biker's details. */
export const bikeDetailsSchema = z.object({
  bikeNumber: detail,
  bikeType: detail,
  insuranceExpiryDate: isoDate,
  bikeDocumentImage: detail,
  ninImage: detail,
});
export type BikeDetails = z.infer<typeof bikeDetailsSchema>;

/** GeoJSON point: coordinates are [longitude, latitude]. */
export const geoPointSchema = z.object({
  type: z.literal('Point'),
  coordinates: z.tuple([longitudeSchema, latitudeSchema]),
});

/** POST /api/rider/extra-details. Role, approval and ids are never read from the body. */
export const extraDetailsBodySchema = z
  .object({
    preferredType: z.enum(ROLES, { error: 'preferredType must be rider, driver or biker.' }),
    location: geoPointSchema.optional(),
    // Partial here so OpenAPI shows the fields; the chosen role's set is required in full below.
    driverDetails: driverDetailsSchema.partial().optional(),
    bikeDetails: bikeDetailsSchema.partial().optional(),
  })
  .transform((body, ctx) => {
    const schema = body.preferredType === 'driver' ? driverDetailsSchema : bikeDetailsSchema;
    const raw = body.preferredType === 'driver' ? body.driverDetails : body.bikeDetails;
    if (body.preferredType === 'rider') return { preferredType: 'rider' as const, location: body.location };
    const parsed = schema.safeParse(raw ?? {});
    if (!parsed.success) {
      ctx.addIssue({ code: 'custom', message: parsed.error.issues[0]?.message ?? MSG.profileIncomplete });
      return z.NEVER;
    }
    return body.preferredType === 'driver'
      ? { preferredType: 'driver' as const, location: body.location, details: parsed.data as DriverDetails }
      : { preferredType: 'biker' as const, location: body.location, details: parsed.data as BikeDetails };
  });
export type ExtraDetailsBody = z.input<typeof extraDetailsBodySchema>;
export type ExtraDetails = z.output<typeof extraDetailsBodySchema>;

export const extraDetailsResponseSchema = z.object({
  message: z.string(),
  preferredType: z.enum(ROLES),
  approved: z.boolean(),
});

/** A stored document's id; anything that is not one of ours answers 404, never 400, so ids cannot be probed. */
export const documentIdParamsSchema = z.object({ id: z.string() });
