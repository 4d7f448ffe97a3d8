// The batches of "book the nearest" (docs/decisions/145): each batch offers the request to the next few
// nearest available drivers not asked yet, so every batch reaches a little farther (widening). Earlier offers
// stay open until the request ends. A job on every instance advances due dispatches, one row lock each
// (FOR UPDATE SKIP LOCKED), so several instances never send the same batch twice.
import { koboToNaira, NEARBY_RADIUS_M, type VehicleRole } from '@waka/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import type { DbOrTx, Tx } from '../../db/client';
import { dispatchOffers, rideDispatches, users } from '../../db/schema';
import { publishEvent } from '../../events/bus';
import { queryRows } from '../drivers/availability';
import { createNotification } from '../notifications/service';
import { offerPushMessage, queuePush } from '../push/outbox';
import { presentIncoming } from '../rides/present';
import { getSettings, type OperatingSettings } from '../settings/service';
import { bikerSearchRules } from '../zones/enforce';
import { closeOpenOffers, type DispatchRow, publishProgress, unmatchedMessage } from './dispatch-state';

export const ADVANCE_INTERVAL_MS = 1000;
/** Dispatches advanced per job run at most (each in its own short transaction). */
const MAX_PER_RUN = 50;

/** The next batch is due after the batch period, or when the request expires if that comes first. */
function nextBatchEnd(config: Config) {
  return sql`least(now() + ${config.DISPATCH_BATCH_SECONDS} * interval '1 second', ${rideDispatches.expiresAt})`;
}

/**
 * The nearest available drivers of the type from the live dispatch index, with the same no-bikes-zone rules
 * as the nearby list (docs/zones.md). Callers run `app.dispatch.sync()` first, outside their transaction.
 */
function nearestCandidates(app: FastifyInstance, dispatch: DispatchRow, limit: number) {
  const point = { latitude: dispatch.pickupLatitude, longitude: dispatch.pickupLongitude };
  const vehicleType = dispatch.vehicleType as VehicleRole;
  const rules = vehicleType === 'biker' ? bikerSearchRules(app.zones.current(), point, NEARBY_RADIUS_M) : {};
  if ('restriction' in rules) return [];
  return app.dispatch
    .search({
      point,
      radiusMeters: NEARBY_RADIUS_M,
      vehicleType,
      limit,
      keep: 'keep' in rules ? rules.keep : undefined,
    })
    .map((hit) => ({ id: hit.id, distanceMeters: Math.round(hit.distanceMeters) }));
}

interface BatchContext {
  app: FastifyInstance;
  config: Config;
  settings: OperatingSettings;
  riderName: string;
}

/** Drivers whose row lock we can take now; a driver busy accepting something is left for the next batch. */
async function claimDrivers(tx: Tx, ids: string[]): Promise<Set<string>> {
  const claimed = new Set<string>();
  for (const id of ids) {
    // Same key as accept and the online switch: an offer never lands beside a driver going offline.
    const [row] = await queryRows<{ ok: boolean }>(
      tx,
      sql`SELECT pg_try_advisory_xact_lock(hashtext(${id})) AS ok`,
    );
    if (row?.ok) claimed.add(id);
  }
  if (claimed.size === 0) return claimed;
  const online = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(sql`${users.id} IN ${[...claimed]}`, eq(users.online, true)));
  return new Set(online.map((row) => row.id));
}

/**
 * Offer a searching dispatch (whose row the caller has locked) to the next batch. Ends it as unmatched when
 * nobody new is available and no earlier offer is still open.
 */
export async function sendNextBatch(tx: Tx, dispatch: DispatchRow, ctx: BatchContext): Promise<DispatchRow> {
  const { config, settings } = ctx;
  const asked = await tx
    .select({ driverId: dispatchOffers.driverId, status: dispatchOffers.status })
    .from(dispatchOffers)
    .where(eq(dispatchOffers.dispatchId, dispatch.id));
  const askedIds = new Set(asked.map((offer) => offer.driverId));
  const nearest = nearestCandidates(ctx.app, dispatch, askedIds.size + config.DISPATCH_BATCH_SIZE);
  const fresh = nearest.filter((person) => !askedIds.has(person.id)).slice(0, config.DISPATCH_BATCH_SIZE);
  const claimed = await claimDrivers(
    tx,
    fresh.map((person) => person.id),
  );
  const chosen = fresh.filter((person) => claimed.has(person.id));

  if (chosen.length === 0) {
    const stillOpen = asked.some((offer) => offer.status === 'open');
    if (stillOpen) {
      // Nobody new yet: wait for the drivers already asked, and look again after another batch period.
      const [row] = await tx
        .update(rideDispatches)
        .set({ batchEndsAt: nextBatchEnd(config) })
        .where(eq(rideDispatches.id, dispatch.id))
        .returning();
      return row!;
    }
    return endUnmatched(tx, dispatch);
  }

  const batch = dispatch.batch + 1;
  await tx.insert(dispatchOffers).values(
    chosen.map((person) => ({
      dispatchId: dispatch.id,
      driverId: person.id,
      batch,
      distanceMeters: person.distanceMeters,
    })),
  );
  const [row] = await tx
    .update(rideDispatches)
    .set({
      batch,
      radiusMeters: Math.max(dispatch.radiusMeters, ...chosen.map((person) => person.distanceMeters)),
      batchEndsAt: nextBatchEnd(config),
      updatedAt: sql`now()`,
    })
    .where(eq(rideDispatches.id, dispatch.id))
    .returning();
  const offer = presentIncoming(row!, { name: ctx.riderName, phoneNumber: '' }, settings.commissionRate);
  for (const person of chosen) {
    await publishEvent(tx, { userId: person.id, type: 'ride.incoming', payload: { ...offer } });
    await createNotification(tx, {
      userId: person.id,
      message: `New ride request from ${ctx.riderName}: ${row!.pickupName} to ${row!.destinationName} (₦${koboToNaira(row!.fareKobo)}).`,
    });
    await queuePush(tx, { userId: person.id, message: offerPushMessage(row!) });
  }
  await publishProgress(tx, row!);
  return row!;
}

export async function endUnmatched(tx: Tx, dispatch: DispatchRow): Promise<DispatchRow> {
  const [row] = await tx
    .update(rideDispatches)
    .set({ status: 'unmatched', endedAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(rideDispatches.id, dispatch.id), eq(rideDispatches.status, 'searching')))
    .returning();
  if (!row) return dispatch;
  await closeOpenOffers(tx, { dispatchId: row.id, reason: 'expired' });
  await createNotification(tx, { userId: row.riderId, message: unmatchedMessage(row) });
  await publishProgress(tx, row);
  return row;
}

/** Rider's name for the offers (riders' phone numbers are shown only once a driver accepts). */
export async function riderNameOf(db: DbOrTx, riderId: string): Promise<string> {
  const [row] = await db.select({ name: users.name }).from(users).where(eq(users.id, riderId));
  return row?.name ?? 'Rider';
}

/** One due dispatch: expired → unmatched; otherwise its next batch. False when nothing was due. */
async function advanceOne(app: FastifyInstance): Promise<boolean> {
  const [anyDue] = await app.database.db
    .select({ id: rideDispatches.id })
    .from(rideDispatches)
    .where(and(eq(rideDispatches.status, 'searching'), sql`${rideDispatches.batchEndsAt} <= now()`))
    .limit(1);
  if (!anyDue) return false;
  await app.dispatch.sync(); // the index has every change committed so far
  return app.database.db.transaction(async (tx) => {
    const [found] = await tx
      .select({ dispatch: rideDispatches, expired: sql<boolean>`${rideDispatches.expiresAt} <= now()` })
      .from(rideDispatches)
      .where(and(eq(rideDispatches.status, 'searching'), sql`${rideDispatches.batchEndsAt} <= now()`))
      .orderBy(rideDispatches.batchEndsAt)
      .limit(1)
      .for('update', { of: rideDispatches, skipLocked: true });
    if (!found) return false;
    const due = found.dispatch;
    if (found.expired) {
      await endUnmatched(tx, due);
      return true;
    }
    const settings = await getSettings(tx, app.config);
    await sendNextBatch(tx, due, {
      app,
      config: app.config,
      settings,
      riderName: await riderNameOf(tx, due.riderId),
    });
    return true;
  });
}

/** The job: advance every dispatch whose batch time is up (or whose request expired). */
export async function advanceDispatches(app: FastifyInstance): Promise<number> {
  let advanced = 0;
  while (advanced < MAX_PER_RUN && (await advanceOne(app))) advanced += 1;
  return advanced;
}
