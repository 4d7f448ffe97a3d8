// A rider's saved Home and Work: one of each per account, replaced by a new save.
import type { SavedPlace, SavedPlaceKind } from '@waka/shared';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { savedPlaces } from '../../db/schema';
import { AppError } from '../../lib/errors';

export async function listSavedPlaces(db: DbOrTx, userId: string): Promise<SavedPlace[]> {
  const rows = await db
    .select()
    .from(savedPlaces)
    .where(eq(savedPlaces.userId, userId))
    .orderBy(asc(savedPlaces.kind));
  return rows.map(({ kind, name, latitude, longitude }) => ({
    kind: kind as SavedPlaceKind,
    name,
    latitude,
    longitude,
  }));
}

export async function saveSavedPlace(
  db: DbOrTx,
  input: { userId: string; kind: SavedPlaceKind; name: string; latitude: number; longitude: number },
): Promise<SavedPlace> {
  const { userId, kind, name, latitude, longitude } = input;
  await db
    .insert(savedPlaces)
    .values({ userId, kind, name, latitude, longitude })
    .onConflictDoUpdate({
      target: [savedPlaces.userId, savedPlaces.kind],
      set: { name, latitude, longitude, updatedAt: sql`now()` },
    });
  return { kind, name, latitude, longitude };
}

export async function removeSavedPlace(db: DbOrTx, input: { userId: string; kind: SavedPlaceKind }) {
  const removed = await db
    .delete(savedPlaces)
    .where(and(eq(savedPlaces.userId, input.userId), eq(savedPlaces.kind, input.kind)))
    .returning({ kind: savedPlaces.kind });
  if (removed.length === 0) throw new AppError('not_found', `No ${input.kind} place is saved.`);
}
