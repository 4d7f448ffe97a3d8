// SOS incidents for the operator: the live list, one incident with its ride's timeline, and moving it
// through open → acknowledged → closed (each move audited and pushed to every open console).
import type { AdminIncident, IncidentStatus } from '@waka/shared';
import { count, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, DbOrTx } from '../../db/client';
import { driverProfiles, incidents, rides, users } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { vehicleOf } from '../safety/driver-card';
import { announceIncident } from '../safety/sos';
import { recordAudit } from './audit';
import { getRideWithTimeline } from './rides-service';

const reporter = alias(users, 'reporter');
const rider = alias(users, 'incident_rider');
const driver = alias(users, 'incident_driver');
const person = (table: typeof reporter | typeof rider | typeof driver) => ({
  _id: table.id,
  name: table.name,
  phoneNumber: table.phoneNumber,
});

function selectIncidents(db: DbOrTx) {
  return db
    .select({
      incident: incidents,
      rideStatus: rides.status,
      riderId: rides.riderId,
      reporter: person(reporter),
      rider: person(rider),
      driver: person(driver),
      profile: { vehicleType: driverProfiles.vehicleType, details: driverProfiles.details },
    })
    .from(incidents)
    .innerJoin(rides, eq(rides.id, incidents.rideId))
    .innerJoin(reporter, eq(reporter.id, incidents.reporterId))
    .innerJoin(rider, eq(rider.id, rides.riderId))
    .innerJoin(driver, eq(driver.id, rides.driverId))
    .leftJoin(driverProfiles, eq(driverProfiles.userId, rides.driverId));
}

type Row = Awaited<ReturnType<ReturnType<typeof selectIncidents>['execute']>>[number];

function present(row: Row): AdminIncident {
  const { incident } = row;
  return {
    _id: incident.id,
    status: incident.status,
    rideId: incident.rideId,
    rideStatus: row.rideStatus,
    reporter: { ...row.reporter, role: row.riderId === incident.reporterId ? 'rider' : 'driver' },
    rider: row.rider,
    driver: row.driver,
    plate: vehicleOf(row.profile?.vehicleType ? row.profile : null)?.plate ?? null,
    latitude: incident.latitude,
    longitude: incident.longitude,
    note: incident.note,
    alertsSent: incident.alertsSent,
    createdAt: incident.createdAt.toISOString(),
    updatedAt: incident.updatedAt.toISOString(),
  };
}

/** Open first, then acknowledged, then closed; newest first within each. */
export async function listIncidents(
  db: DbOrTx,
  input: { status?: IncidentStatus; limit: number; offset: number },
) {
  const where = input.status ? eq(incidents.status, input.status) : undefined;
  const order = sql`case ${incidents.status} when 'open' then 0 when 'acknowledged' then 1 else 2 end`;
  const [rows, [total]] = await Promise.all([
    selectIncidents(db)
      .where(where)
      .orderBy(order, desc(incidents.createdAt))
      .limit(input.limit)
      .offset(input.offset),
    db.select({ n: count() }).from(incidents).where(where),
  ]);
  return { incidents: rows.map(present), total: total?.n ?? 0 };
}

export async function getIncident(db: DbOrTx, incidentId: string) {
  const [row] = await selectIncidents(db).where(eq(incidents.id, incidentId));
  if (!row) throw new AppError('not_found', 'No incident has this id.');
  const { timeline } = await getRideWithTimeline(db, row.incident.rideId);
  return { incident: present(row), timeline };
}

export async function setIncidentStatus(
  db: Db,
  input: { incidentId: string; status: IncidentStatus; actorId: string },
) {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(incidents)
      .set({ status: input.status, handledBy: input.actorId, updatedAt: new Date() })
      .where(eq(incidents.id, input.incidentId))
      .returning();
    if (!row) throw new AppError('not_found', 'No incident has this id.');
    const [ride] = await tx.select({ riderId: rides.riderId }).from(rides).where(eq(rides.id, row.rideId));
    await announceIncident(tx, row, ride?.riderId === row.reporterId ? 'rider' : 'driver');
    await recordAudit(tx, {
      actorId: input.actorId,
      action: `incident.${input.status}`,
      targetType: 'incident',
      targetId: row.id,
      details: { rideId: row.rideId },
    });
  });
  return getIncident(db, input.incidentId);
}
