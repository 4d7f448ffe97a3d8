// The ride lifecycle (every transition is ONE conditional UPDATE, so two drivers, or a
// cancel and an accept, can never both win). Each runs in a transaction with its side effects.
import { RIDE_TRANSITIONS, type RideAction, type RideStatus } from '@waka/shared';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { DbOrTx, Tx } from '../../db/client';
import { rides } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { type RideRow, recordTransition } from './announce';
import { isUuid } from './present';
import { type ActingSide, findRideOfParty, RIDE_NOT_FOUND } from './ride-access';

export const RIDE_EXPIRED_MESSAGE = 'This ride request has expired.';

export const STATUS_TEXT: Record<RideStatus, string> = {
  requested: 'it is still waiting for the driver',
  accepted: 'it has already been accepted',
  in_progress: 'it is already in progress',
  completed: 'it is already completed',
  rejected: 'it was declined',
  cancelled: 'the rider cancelled it',
  expired: 'the request expired',
  no_show: 'it was closed as a no-show',
};

export const VERB: Record<RideAction, string> = {
  accept: 'accepted',
  reject: 'declined',
  cancel: 'cancelled',
  start: 'started',
  complete: 'completed',
  no_show: 'reported as a no-show',
  expire: 'expired',
};

/**
 * Move a ride `from → to` with one conditional UPDATE. When no row matches, explain why without revealing
 * other people's rides: 404 to strangers, 403 to the other party (ride-access.ts), 409 for a wrong state.
 */
export async function transitionRide(
  tx: Tx,
  input: {
    rideId: string;
    actorId: string;
    side: ActingSide;
    action: RideAction;
    set?: PgUpdateSetSource<typeof rides>;
    requireUnexpired?: boolean;
  },
): Promise<RideRow> {
  const { from, to } = RIDE_TRANSITIONS[input.action];
  if (!isUuid(input.rideId)) throw new AppError('not_found', RIDE_NOT_FOUND);
  const party = input.side === 'driver' ? rides.driverId : rides.riderId;
  const [ride] = (await tx
    .update(rides)
    .set({ ...input.set, status: to, updatedAt: sql`now()` })
    .where(
      and(
        eq(rides.id, input.rideId),
        eq(party, input.actorId),
        eq(rides.status, from),
        input.requireUnexpired ? gt(rides.expiresAt, sql`now()`) : undefined,
      ),
    )
    .returning()) as RideRow[];
  if (ride) {
    await recordTransition(tx, { ride, from, actorId: input.actorId });
    return ride;
  }
  throw await explainRefusal(tx, input, from);
}

async function explainRefusal(
  db: DbOrTx,
  input: { rideId: string; actorId: string; side: ActingSide; action: RideAction },
  from: RideStatus,
): Promise<AppError> {
  const current = await findRideOfParty(db, {
    rideId: input.rideId,
    userId: input.actorId,
    side: input.side,
  });
  if (current.status === from) return new AppError('ride_expired', RIDE_EXPIRED_MESSAGE);
  return new AppError(
    'ride_state_changed',
    `This ride cannot be ${VERB[input.action]}: ${STATUS_TEXT[current.status]}.`,
  );
}
