// POST /api/rider/extra-details (the role choice). Riders are approved at once; drivers
// and bikers wait for an admin. Approval, admin rights and ids never come from the body.
import { DOCUMENT_URL_PATTERN, type ExtraDetails } from '@waka/shared';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { DbOrTx } from '../../db/client';
import { driverProfiles, uploads, userLocations, users } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { endWaitingRequests } from '../rides/end-waiting-requests';
import { markDocumentsRetired, profileDocumentIds } from './retire-uploads';

export const FIELD_LABELS: Record<string, string> = {
  licenseImage: 'The licence image',
  ninImage: 'The NIN image',
  bikeDocumentImage: 'The bike document image',
  licenseExpiryDate: 'Licence expiry date',
  insuranceExpiryDate: 'Insurance expiry date',
};

/** Today in Nigeria (UTC+1), as YYYY-MM-DD. */
export function todayInLagos(now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Lagos' }).format(now);
}

function checkExpiry(field: string, value: string, today: string): string {
  const parsed = new Date(`${value}T00:00:00Z`);
  if (Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== value) {
    throw new AppError('bad_request', `${FIELD_LABELS[field]} is not a real date. Use YYYY-MM-DD.`);
  }
  if (value < today) throw new AppError('bad_request', `${FIELD_LABELS[field]} must not be in the past.`);
  return value;
}

/** A document URL must be one of this user's uploads; other text is kept as given, with no image. */
async function resolveImage(db: DbOrTx, userId: string, field: string, value: string) {
  const pathname = URL.canParse(value) ? new URL(value).pathname : value;
  const match = DOCUMENT_URL_PATTERN.exec(pathname);
  if (!match) return null;
  const [row] = await db
    .select({ id: uploads.id })
    .from(uploads)
    .where(and(eq(uploads.id, match[1]!), eq(uploads.ownerId, userId), eq(uploads.kind, 'document')))
    .limit(1);
  if (!row) throw new AppError('bad_request', `${FIELD_LABELS[field]} must be a document you uploaded.`);
  return row.id;
}

export async function submitExtraDetails(
  app: FastifyInstance,
  input: { userId: string; body: ExtraDetails; now?: Date },
): Promise<{ preferredType: ExtraDetails['preferredType']; approved: boolean }> {
  const { body, userId } = input;
  const now = input.now ?? new Date();
  const db = app.database.db;
  let profile: typeof driverProfiles.$inferInsert | undefined;
  if (body.preferredType !== 'rider') {
    const today = todayInLagos(now);
    const d = body.details as Record<string, string>;
    const image = (field: string) => (d[field] ? resolveImage(db, userId, field, d[field]) : null);
    profile = {
      userId,
      vehicleType: body.preferredType,
      details: { ...d },
      licenseImageId: await image('licenseImage'),
      ninImageId: await image('ninImage'),
      bikeDocumentImageId: await image('bikeDocumentImage'),
      licenseExpiryDate: d.licenseExpiryDate
        ? checkExpiry('licenseExpiryDate', d.licenseExpiryDate, today)
        : null,
      insuranceExpiryDate: d.insuranceExpiryDate
        ? checkExpiry('insuranceExpiryDate', d.insuranceExpiryDate, today)
        : null,
      submittedAt: now,
      reviewedAt: null,
      reviewedBy: null,
    };
  }
  const approved = body.preferredType === 'rider';
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ preferredType: body.preferredType, approved, rejectionReason: null, updatedAt: now })
      .where(eq(users.id, userId));
    // New details go back for review: requests waiting for this driver cannot be accepted meanwhile.
    await endWaitingRequests(tx, { driverId: userId, actorId: userId });
    if (profile) {
      const previous = await profileDocumentIds(tx, userId);
      const { userId: _key, ...changes } = profile;
      await tx.insert(driverProfiles).values(profile).onConflictDoUpdate({
        target: driverProfiles.userId,
        set: changes,
      });
      // Documents no longer used by the profile start their retention period; those in use are kept.
      const current = [profile.licenseImageId, profile.ninImageId, profile.bikeDocumentImageId];
      await markDocumentsRetired(tx, { ids: previous.filter((id) => !current.includes(id)), retired: true });
      await markDocumentsRetired(tx, { ids: current, retired: false });
    }
    const [longitude, latitude] = body.location?.coordinates ?? [0, 0];
    // [0, 0] is what the spec's form starts with before the browser answers: no real position.
    if (body.location && !(latitude === 0 && longitude === 0)) {
      await tx
        .insert(userLocations)
        .values({ userId, latitude, longitude, updatedAt: now })
        .onConflictDoUpdate({ target: userLocations.userId, set: { latitude, longitude, updatedAt: now } });
    }
  });
  return { preferredType: body.preferredType, approved };
}
