// Operator-curated places through the console: list, create, update, delete — validated by the shared
// schemas, each change written with its audit record in one transaction (like settings changes).
import type { Place, PlaceInput, PlaceUpdate } from '@waka/shared';
import { and, asc, count, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { places } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { recordAudit } from '../admin/audit';

/** The search index holds every place in memory on every instance; this keeps it small. */
export const MAX_PLACES = 5000;
export const PLACE_NOT_FOUND = 'Place not found. It may have been deleted.';

type PlaceRow = typeof places.$inferSelect;

export function presentPlace(row: PlaceRow): Place {
  return {
    _id: row.id,
    name: row.name,
    aliases: row.aliases,
    category: row.category as Place['category'],
    state: row.state,
    latitude: row.latitude,
    longitude: row.longitude,
    source: row.source,
    approximate: row.approximate,
    active: row.active,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Without the bookkeeping columns: what an audit record says changed. */
const auditView = ({ _id, updatedAt, ...rest }: Place) => rest;

export async function listPlaces(
  db: DbOrTx,
  input: { q?: string; state?: string; limit: number; offset: number },
) {
  const conditions: SQL[] = [];
  if (input.q) {
    const pattern = `%${input.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conditions.push(or(ilike(places.name, pattern), sql`${places.aliases}::text ilike ${pattern}`)!);
  }
  if (input.state) conditions.push(eq(places.state, input.state));
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const rows = await db
    .select()
    .from(places)
    .where(where)
    .orderBy(asc(places.state), asc(places.name), asc(places.id))
    .limit(input.limit)
    .offset(input.offset);
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(places).where(where);
  return { places: rows.map(presentPlace), total };
}

export async function createPlace(db: Db, input: { actorId: string; body: PlaceInput }): Promise<Place> {
  return db.transaction(async (tx) => {
    // Serialise creations so two operators cannot both slip under the cap.
    await tx.execute(sql`select pg_advisory_xact_lock(731002)`);
    const [{ total } = { total: 0 }] = await tx.select({ total: count() }).from(places);
    if (total >= MAX_PLACES)
      throw new AppError('conflict', `There are already ${MAX_PLACES} places. Delete unused ones first.`);
    const [row] = await tx
      .insert(places)
      .values({ ...input.body, aliases: dedupe(input.body.aliases), updatedBy: input.actorId })
      .returning();
    const place = presentPlace(row!);
    await recordAudit(tx, {
      actorId: input.actorId,
      action: 'place.create',
      targetType: 'place',
      targetId: place._id,
      details: { place: auditView(place) },
    });
    return place;
  });
}

export async function updatePlace(
  db: Db,
  input: { actorId: string; placeId: string; body: PlaceUpdate },
): Promise<Place> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(places).where(eq(places.id, input.placeId)).for('update');
    if (!before) throw new AppError('not_found', PLACE_NOT_FOUND);
    const body = input.body.aliases ? { ...input.body, aliases: dedupe(input.body.aliases) } : input.body;
    const [row] = await tx
      .update(places)
      // The database clock (microseconds): the search index notices even two edits within one millisecond.
      .set({ ...body, updatedAt: sql`clock_timestamp()`, updatedBy: input.actorId })
      .where(eq(places.id, input.placeId))
      .returning();
    const from = auditView(presentPlace(before));
    const to = auditView(presentPlace(row!));
    const changes: Record<string, { from: unknown; to: unknown }> = {};
    for (const key of Object.keys(to) as (keyof typeof to)[]) {
      if (JSON.stringify(from[key]) !== JSON.stringify(to[key]))
        changes[key] = { from: from[key], to: to[key] };
    }
    if (Object.keys(changes).length > 0) {
      await recordAudit(tx, {
        actorId: input.actorId,
        action: 'place.update',
        targetType: 'place',
        targetId: input.placeId,
        details: { name: row!.name, changes },
      });
    }
    return presentPlace(row!);
  });
}

export async function deletePlace(db: Db, input: { actorId: string; placeId: string }): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx.delete(places).where(eq(places.id, input.placeId)).returning();
    if (!row) throw new AppError('not_found', PLACE_NOT_FOUND);
    await recordAudit(tx, {
      actorId: input.actorId,
      action: 'place.delete',
      targetType: 'place',
      targetId: input.placeId,
      details: { place: auditView(presentPlace(row)) },
    });
  });
}

/** Aliases compared without case or spacing, first spelling kept. */
function dedupe(aliases: string[]): string[] {
  const seen = new Set<string>();
  return aliases.filter((alias) => {
    const key = alias.toLowerCase().replace(/\s+/g, ' ');
    return !seen.has(key) && seen.add(key);
  });
}
