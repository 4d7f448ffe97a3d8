// Driver documents do not live for ever (docs/decisions/104). A document replaced by a new submission, or
// belonging to a rejected application, is marked retired; one never attached to a profile counts from its
// upload. After the retention period a job removes the row (and any reference to it) in one transaction,
// then the file once that commits.
import { rm } from 'node:fs/promises';
import { and, eq, inArray, isNull, lt, notExists, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { DbOrTx } from '../../db/client';
import { driverProfiles, uploads } from '../../db/schema';
import { storedPath } from './storage';

const BATCH = 500;
const DOCUMENT_COLUMNS = [
  driverProfiles.licenseImageId,
  driverProfiles.ninImageId,
  driverProfiles.bikeDocumentImageId,
] as const;

/** Mark documents retired (or, with `retired: false`, bring them back: an application approved after all). */
export async function markDocumentsRetired(
  db: DbOrTx,
  input: { ids: (string | null | undefined)[]; retired: boolean },
): Promise<void> {
  const ids = input.ids.filter((id): id is string => typeof id === 'string');
  if (ids.length === 0) return;
  await db
    .update(uploads)
    .set({ retiredAt: input.retired ? sql`coalesce(${uploads.retiredAt}, now())` : null })
    .where(and(inArray(uploads.id, ids), eq(uploads.kind, 'document')));
}

/** The documents a driver profile points at now. */
export async function profileDocumentIds(db: DbOrTx, userId: string): Promise<string[]> {
  const [row] = await db
    .select({
      license: driverProfiles.licenseImageId,
      nin: driverProfiles.ninImageId,
      bike: driverProfiles.bikeDocumentImageId,
    })
    .from(driverProfiles)
    .where(eq(driverProfiles.userId, userId));
  return row ? [row.license, row.nin, row.bike].filter((id): id is string => id !== null) : [];
}

export async function removeRetiredUploads(app: FastifyInstance, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - app.config.UPLOAD_RETENTION_DAYS * 86_400_000);
  const referenced = (id: typeof uploads.id) =>
    app.database.db
      .select({ one: sql`1` })
      .from(driverProfiles)
      .where(or(...DOCUMENT_COLUMNS.map((column) => eq(column, id))));
  const removed = await app.database.db.transaction(async (tx) => {
    const due = await tx
      .select({ id: uploads.id, storedName: uploads.storedName })
      .from(uploads)
      .where(
        and(
          eq(uploads.kind, 'document'),
          or(
            lt(uploads.retiredAt, cutoff),
            and(isNull(uploads.retiredAt), lt(uploads.createdAt, cutoff), notExists(referenced(uploads.id))),
          ),
        ),
      )
      .limit(BATCH)
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];
    const ids = due.map((row) => row.id);
    // A rejected application's profile stops pointing at documents that are gone.
    await tx
      .update(driverProfiles)
      .set({ licenseImageId: null })
      .where(inArray(driverProfiles.licenseImageId, ids));
    await tx.update(driverProfiles).set({ ninImageId: null }).where(inArray(driverProfiles.ninImageId, ids));
    await tx
      .update(driverProfiles)
      .set({ bikeDocumentImageId: null })
      .where(inArray(driverProfiles.bikeDocumentImageId, ids));
    await tx.delete(uploads).where(inArray(uploads.id, ids));
    return due;
  });
  await Promise.all(removed.map((row) => rm(storedPath(app.config, row.storedName), { force: true })));
  if (removed.length > 0) app.log.info({ removed: removed.length }, 'removed retired uploads');
  return removed.length;
}
