// SOS: recorded first, then everyone is told. One live incident per person and ride: a screen retrying on a
// weak connection, or a second press, updates its position instead of opening duplicates (docs/decisions/152).
import { EMERGENCY_NUMBER } from '@waka/shared';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { DbOrTx } from '../../db/client';
import { driverProfiles, incidents, users } from '../../db/schema';
import { publishEvent } from '../../events/bus';
import { findRideOfParty, type RideOfParty } from '../rides/ride-access';
import { vehicleOf } from './driver-card';
import { sendSosEmails } from './safety-emails';
import { createTripLink } from './trip-share';

export interface SosInput {
  rideId: string;
  userId: string;
  latitude: number;
  longitude: number;
  note: string;
}

type IncidentRow = typeof incidents.$inferSelect;

/** Tell every operator's open console at once (they are few). */
export async function announceIncident(
  db: DbOrTx,
  incident: IncidentRow,
  reporterRole: 'rider' | 'driver',
  isNew = false,
) {
  const admins = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.isAdmin, true), eq(users.disabled, false)));
  for (const admin of admins) {
    await publishEvent(db, {
      userId: admin.id,
      type: 'incident',
      payload: {
        _id: incident.id,
        rideId: incident.rideId,
        status: incident.status,
        reporterRole,
        isNew,
        latitude: incident.latitude,
        longitude: incident.longitude,
        note: incident.note,
        createdAt: incident.createdAt.toISOString(),
        updatedAt: incident.updatedAt.toISOString(),
      },
    });
  }
}

async function upsertIncident(tx: DbOrTx, ride: RideOfParty, input: SosInput) {
  const position = { latitude: input.latitude, longitude: input.longitude, updatedAt: new Date() };
  const live = and(
    eq(incidents.rideId, ride.id),
    eq(incidents.reporterId, input.userId),
    inArray(incidents.status, ['open', 'acknowledged']),
  );
  const [updated] = await tx
    .update(incidents)
    .set({ ...position, ...(input.note ? { note: input.note } : {}) })
    .where(live)
    .returning();
  if (updated) return { incident: updated, isNew: false };
  // Two first presses at once: the partial unique index lets one insert win; the other updates it.
  const [inserted] = await tx
    .insert(incidents)
    .values({ rideId: ride.id, reporterId: input.userId, note: input.note, ...position })
    .onConflictDoNothing()
    .returning();
  if (inserted) return { incident: inserted, isNew: true };
  const [raced] = await tx.update(incidents).set(position).where(live).returning();
  return { incident: raced!, isNew: false };
}

export async function raiseSos(app: FastifyInstance, input: SosInput) {
  const db = app.database.db;
  const result = await db.transaction(async (tx) => {
    const ride = await findRideOfParty(tx, { rideId: input.rideId, userId: input.userId });
    const { incident, isNew } = await upsertIncident(tx, ride, input);
    const role = ride.riderId === input.userId ? 'rider' : 'driver';
    await announceIncident(tx, incident, role, isNew);
    const isActive = ride.status === 'accepted' || ride.status === 'in_progress';
    const url = isNew && isActive ? await createTripLink(tx, ride, app.config.publicUrl) : null;
    const [profile] = await tx
      .select({ vehicleType: driverProfiles.vehicleType, details: driverProfiles.details })
      .from(driverProfiles)
      .where(eq(driverProfiles.userId, ride.driverId));
    const [reporter] = await tx.select({ name: users.name }).from(users).where(eq(users.id, input.userId));
    return { incident, isNew, url, plate: vehicleOf(profile ?? null)?.plate ?? null, name: reporter!.name };
  });
  let contactsNotified = 0;
  if (result.isNew) {
    // After the commit: the incident stands even if a contact's mail server is slow or refuses.
    contactsNotified = await sendSosEmails(app, {
      userId: input.userId,
      userName: result.name,
      url: result.url,
      position: { latitude: input.latitude, longitude: input.longitude },
      plate: result.plate,
      note: input.note,
    }).catch((error) => {
      app.log.error({ err: error }, 'SOS e-mails failed');
      return 0;
    });
    await db
      .update(incidents)
      .set({ alertsSent: contactsNotified })
      .where(eq(incidents.id, result.incident.id));
  }
  return {
    message: result.isNew
      ? 'SOS received. Operations have been alerted.'
      : 'SOS updated with your latest position. Operations are on it.',
    incident: {
      _id: result.incident.id,
      status: result.incident.status,
      createdAt: result.incident.createdAt.toISOString(),
    },
    emergencyNumber: EMERGENCY_NUMBER,
    contactsNotified,
  };
}
