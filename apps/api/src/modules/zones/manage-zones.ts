// The operator's changes to zones: each one checked, written with its audit record and a NOTIFY in one
// transaction (so every instance rebuilds its copy only if the change committed), then this instance's copy
// is rebuilt before the answer, so the operator's next search already sees it.
import type { AdminZone, CreateZoneBody, UpdateZoneBody } from '@waka/shared';
import { ZONE_MAX_COUNT } from '@waka/shared';
import { asc, count, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { notify, type Tx } from '../../db/client';
import { users, zones } from '../../db/schema';
import { AppError, isUniqueViolation } from '../../lib/errors';
import { recordAudit } from '../admin/audit';
import { type CheckedGeometry, checkZoneGeometry, type ZoneShape } from './geometry';
import { ZONES_CHANNEL } from './zone-registry';

type ZoneRow = typeof zones.$inferSelect;

function present(row: ZoneRow, updatedBy: { _id: string; name: string } | null): AdminZone {
  return {
    _id: row.id,
    name: row.name,
    rule: row.rule as AdminZone['rule'],
    active: row.active,
    geometry: row.geometry as ZoneShape,
    bbox: [row.minLongitude, row.minLatitude, row.maxLongitude, row.maxLatitude],
    vertexCount: row.vertexCount,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    updatedBy,
  };
}

export async function listZones(app: FastifyInstance): Promise<AdminZone[]> {
  const rows = await app.database.db
    .select({ zone: zones, actorId: users.id, actorName: users.name })
    .from(zones)
    .leftJoin(users, eq(users.id, zones.updatedBy))
    .orderBy(asc(zones.name));
  return rows.map((row) =>
    present(row.zone, row.actorId ? { _id: row.actorId, name: row.actorName! } : null),
  );
}

const shapeColumns = (checked: CheckedGeometry) => ({
  geometry: checked.geometry,
  minLongitude: checked.bbox[0],
  minLatitude: checked.bbox[1],
  maxLongitude: checked.bbox[2],
  maxLatitude: checked.bbox[3],
  vertexCount: checked.vertexCount,
});

/** What the audit keeps of a zone: enough to see what changed without copying whole boundaries. */
const summary = (row: Pick<ZoneRow, 'name' | 'rule' | 'active' | 'vertexCount'> & { bbox: number[] }) => ({
  name: row.name,
  rule: row.rule,
  active: row.active,
  vertexCount: row.vertexCount,
  bbox: row.bbox,
});
const rowBbox = (row: ZoneRow) => [row.minLongitude, row.minLatitude, row.maxLongitude, row.maxLatitude];

async function writeChange(
  app: FastifyInstance,
  actorId: string,
  change: (tx: Tx) => Promise<ZoneRow | null>,
  name?: string,
): Promise<ZoneRow | null> {
  try {
    const row = await app.database.db.transaction(async (tx) => {
      // Serialises zone changes: the count limit and the audit order hold under concurrent operators.
      await tx.execute(sql`SELECT pg_advisory_xact_lock(731002)`);
      const result = await change(tx);
      await notify(tx, ZONES_CHANNEL, actorId);
      return result;
    });
    await app.zones.reload();
    return row;
  } catch (error) {
    if (isUniqueViolation(error, 'zones_name_unique'))
      throw new AppError('conflict', `A zone named “${name}” already exists. Choose another name.`);
    throw error;
  }
}

async function actor(app: FastifyInstance, actorId: string) {
  const [row] = await app.database.db
    .select({ _id: users.id, name: users.name })
    .from(users)
    .where(eq(users.id, actorId));
  return row ?? null;
}

export async function createZone(app: FastifyInstance, input: { actorId: string; body: CreateZoneBody }) {
  const checked = checkZoneGeometry(input.body.geometry);
  const row = await writeChange(
    app,
    input.actorId,
    async (tx) => {
      const [{ total } = { total: 0 }] = await tx.select({ total: count() }).from(zones);
      if (total >= ZONE_MAX_COUNT)
        throw new AppError(
          'conflict',
          `There are already ${ZONE_MAX_COUNT} zones. Delete unused ones first.`,
        );
      const [created] = await tx
        .insert(zones)
        .values({
          name: input.body.name,
          rule: input.body.rule,
          active: input.body.active,
          updatedBy: input.actorId,
          ...shapeColumns(checked),
        })
        .returning();
      await recordAudit(tx, {
        actorId: input.actorId,
        action: 'zone.create',
        targetType: 'zone',
        targetId: created!.id,
        details: { zone: summary({ ...created!, bbox: checked.bbox }) },
      });
      return created!;
    },
    input.body.name,
  );
  return present(row!, await actor(app, input.actorId));
}

export async function updateZone(
  app: FastifyInstance,
  input: { actorId: string; zoneId: string; body: UpdateZoneBody },
) {
  const { geometry, ...rest } = input.body;
  const checked = geometry ? checkZoneGeometry(geometry) : null;
  const row = await writeChange(
    app,
    input.actorId,
    async (tx) => {
      const [before] = await tx.select().from(zones).where(eq(zones.id, input.zoneId)).for('update');
      if (!before) throw new AppError('not_found', 'Zone not found.');
      const [after] = await tx
        .update(zones)
        .set({
          ...rest,
          ...(checked ? shapeColumns(checked) : {}),
          revision: sql`nextval('zones_revision_seq')`,
          updatedAt: new Date(),
          updatedBy: input.actorId,
        })
        .where(eq(zones.id, input.zoneId))
        .returning();
      const from = summary({ ...before, bbox: rowBbox(before) });
      const to = summary({ ...after!, bbox: rowBbox(after!) });
      const changes = Object.fromEntries(
        (Object.keys(from) as (keyof typeof from)[])
          .filter((key) => JSON.stringify(from[key]) !== JSON.stringify(to[key]))
          .map((key) => [key, { from: from[key], to: to[key] }]),
      );
      if (checked && JSON.stringify(before.geometry) !== JSON.stringify(checked.geometry))
        changes.boundary = { from: 'previous boundary', to: 'new boundary' };
      await recordAudit(tx, {
        actorId: input.actorId,
        action:
          rest.active !== undefined && Object.keys(input.body).length === 1 ? 'zone.switch' : 'zone.update',
        targetType: 'zone',
        targetId: input.zoneId,
        details: { name: after!.name, changes },
      });
      return after!;
    },
    input.body.name,
  );
  return present(row!, await actor(app, input.actorId));
}

export async function deleteZone(app: FastifyInstance, input: { actorId: string; zoneId: string }) {
  const row = await writeChange(app, input.actorId, async (tx) => {
    const [deleted] = await tx.delete(zones).where(eq(zones.id, input.zoneId)).returning();
    if (!deleted) throw new AppError('not_found', 'Zone not found.');
    await recordAudit(tx, {
      actorId: input.actorId,
      action: 'zone.delete',
      targetType: 'zone',
      targetId: input.zoneId,
      details: { zone: summary({ ...deleted, bbox: rowBbox(deleted) }), geometry: deleted.geometry },
    });
    return deleted;
  });
  return row!;
}
