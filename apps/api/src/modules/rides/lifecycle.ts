// The driver's and rider's actions on a ride. Each is one conditional transition in a
// transaction, with the money and account side effects in that same transaction.
import { koboToNaira, MSG, NO_SHOW_LIMIT } from '@waka/shared';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { rides, users } from '../../db/schema';
import { AppError, isUniqueViolation } from '../../lib/errors';
import { acceptDispatchOffer, cancelDispatch, declineDispatchOffer } from '../booking/offers';
import { sendReceiptEmail } from '../booking/receipt';
import { checkNoShowAllowed } from '../safety/no-show-guard';
import { assignRidePin, checkStartPin } from '../safety/ride-pin';
import { getSettings } from '../settings/service';
import { chargeCommission } from '../wallet/commission';
import { getWalletBalanceKobo } from '../wallet/ledger';
import { driverGoneNotice, type RideRow, recordTransition } from './announce';
import { NOT_APPROVED_TO_ACCEPT } from './end-waiting-requests';
import { commissionKoboFor } from './present';
import { transitionRide } from './transitions';

/** Who acts on which ride (the acting user is the ride's driver or rider, checked by the transition). */
type RideActionInput = { userId: string; rideId: string; pin?: string };

export const ACTIVE_RIDE_MESSAGE = 'You already have an active ride. Complete it before accepting another.';

export async function acceptRide(
  app: FastifyInstance,
  { userId, rideId }: RideActionInput,
): Promise<RideRow> {
  try {
    return await app.database.db.transaction(async (tx) => {
      // One accept at a time per driver: two accepts of two rides would otherwise lock each other's rows
      // (each rejects the other's ride) and deadlock. Different drivers never wait on each other.
      await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${userId}))`);
      // Role and approval are read here, under a share lock, so an approval withdrawn a moment ago wins:
      // the withdrawal (which locks this row to update it) either committed before, or waits for this accept.
      const [driver] = await tx
        .select({ role: users.preferredType, approved: users.approved, disabled: users.disabled })
        .from(users)
        .where(eq(users.id, userId))
        .for('share');
      if (!driver?.approved || driver.disabled || (driver.role !== 'driver' && driver.role !== 'biker')) {
        throw new AppError('forbidden', NOT_APPROVED_TO_ACCEPT);
      }
      const settings = await getSettings(tx, app.config);
      // A "book the nearest" offer made to this driver, else a ride addressed to them.
      const ride =
        (await acceptDispatchOffer(tx, { rideId, driverId: userId })) ??
        (await transitionRide(tx, {
          rideId,
          actorId: userId,
          side: 'driver',
          action: 'accept',
          set: { acceptedAt: sql`now()` },
          requireUnexpired: true,
        }));
      await assignRidePin(tx, ride);
      // Low balance: drivers below the threshold cannot accept. A throw rolls back.
      if ((await getWalletBalanceKobo(tx, userId)) < settings.lowBalanceThresholdKobo) {
        const threshold = koboToNaira(settings.lowBalanceThresholdKobo);
        throw new AppError(
          'conflict',
          `Your wallet balance is below ₦${threshold}. Add funds to accept rides.`,
        );
      }
      // The driver's other waiting requests cannot be served now: tell those riders at once.
      const others = (await tx
        .update(rides)
        .set({ status: 'rejected', updatedAt: sql`now()` })
        .where(and(eq(rides.driverId, userId), eq(rides.status, 'requested'), ne(rides.id, ride.id)))
        .returning()) as RideRow[];
      for (const other of others) {
        await recordTransition(tx, {
          ride: other,
          from: 'requested',
          actorId: userId,
          message: driverGoneNotice.busy(other),
        });
      }
      return ride;
    });
  } catch (error) {
    if (isUniqueViolation(error, 'rides_one_active_per_driver'))
      throw new AppError('conflict', ACTIVE_RIDE_MESSAGE);
    throw error;
  }
}

/** Declines a ride addressed to the driver, or a "book the nearest" offer (which then goes to others). */
export function rejectRide(
  app: FastifyInstance,
  { userId, rideId }: RideActionInput,
): Promise<Pick<RideRow, 'id' | 'status'>> {
  return app.database.db.transaction(async (tx) => {
    const offer = await declineDispatchOffer(tx, { rideId, driverId: userId });
    if (offer) return { id: offer.id, status: 'rejected' };
    return transitionRide(tx, {
      rideId,
      actorId: userId,
      side: 'driver',
      action: 'reject',
      set: { endedAt: sql`now()` },
    });
  });
}

/** The PIN gate runs first; a refused PIN is thrown after its transaction commits the counted attempt. */
export async function startRide(
  app: FastifyInstance,
  { userId, rideId, pin }: RideActionInput,
): Promise<RideRow> {
  const outcome = await app.database.db.transaction(async (tx) => {
    const settings = await getSettings(tx, app.config);
    const refusal = await checkStartPin(tx, { rideId, driverId: userId, pin, mode: settings.ridePinMode });
    if (refusal) return refusal;
    return transitionRide(tx, {
      rideId,
      actorId: userId,
      side: 'driver',
      action: 'start',
      set: { startedAt: sql`now()` },
    });
  });
  if (outcome instanceof AppError) throw outcome;
  return outcome;
}

/** Completing posts the commission (rate in force now) in the same transaction; once per ride (unique index). */
export async function completeRide(
  app: FastifyInstance,
  { userId, rideId }: RideActionInput,
): Promise<RideRow> {
  const completed = await app.database.db.transaction(async (tx) => {
    const settings = await getSettings(tx, app.config);
    const ride = await transitionRide(tx, {
      rideId,
      actorId: userId,
      side: 'driver',
      action: 'complete',
      set: {
        endedAt: sql`now()`,
        commissionKobo: sql`round(${rides.fareKobo} * ${settings.commissionRate}::numeric)::bigint`,
      },
    });
    const commission = ride.commissionKobo ?? commissionKoboFor(ride.fareKobo, settings.commissionRate);
    // The posting, the driver's notification and the live balance, in this same transaction.
    await chargeCommission(tx, {
      driverId: userId,
      rideId: ride.id,
      commissionKobo: commission,
      description: `Commission on ride ${ride.id.slice(0, 8)} (${settings.commissionRate * 100}% of ₦${koboToNaira(ride.fareKobo)})`,
    });
    return ride;
  });
  // The rider's receipt by e-mail, once the completion has committed (not awaited: SMTP may be slow).
  app.jobs.track('receipt-email', sendReceiptEmail(app, completed.id));
  return completed;
}

/**
 * Spec Terms: a rider with more than NO_SHOW_LIMIT no-shows has the account disabled — after an operator
 * confirms it in the console (docs/decisions/153): passing the limit only puts the rider up for review.
 */
export function reportNoShow(app: FastifyInstance, { userId, rideId }: RideActionInput): Promise<RideRow> {
  return app.database.db.transaction(async (tx) => {
    const settings = await getSettings(tx, app.config);
    await checkNoShowAllowed(tx, { rideId, driverId: userId, waitS: settings.noShowWaitS });
    const ride = await transitionRide(tx, {
      rideId,
      actorId: userId,
      side: 'driver',
      action: 'no_show',
      set: { endedAt: sql`now()` },
    });
    await tx
      .update(users)
      .set({
        noShowCount: sql`${users.noShowCount} + 1`,
        noShowReviewSince: sql`CASE WHEN ${users.noShowCount} + 1 > ${NO_SHOW_LIMIT}
          THEN coalesce(${users.noShowReviewSince}, now()) ELSE ${users.noShowReviewSince} END`,
        updatedAt: sql`now()`,
      })
      .where(eq(users.id, ride.riderId));
    return ride;
  });
}

/** Cancel a request: only while requested; anything else is 404 with the documented text. */
export async function cancelRide(
  app: FastifyInstance,
  { userId, rideId }: RideActionInput,
): Promise<Pick<RideRow, 'id' | 'status'>> {
  try {
    return await app.database.db.transaction(async (tx) => {
      // A "book the nearest" search still running is cancelled the same way.
      const search = await cancelDispatch(tx, { rideId, riderId: userId });
      if (search) return { id: search.id, status: 'cancelled' };
      return transitionRide(tx, {
        rideId,
        actorId: userId,
        side: 'rider',
        action: 'cancel',
        set: { endedAt: sql`now()` },
      });
    });
  } catch (error) {
    if (error instanceof AppError) throw new AppError('not_found', MSG.rideNotFoundOrCancelled);
    throw error;
  }
}
