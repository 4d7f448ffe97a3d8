// When a driver can no longer serve (approval withdrawn, account disabled, details sent back for review), the
// requests still waiting for them end at once, in the caller's transaction, and each rider is told (a
// notification and a live ride.status event), instead of waiting for an answer that cannot come.
import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { rides } from '../../db/schema';
import { driverGoneNotice, type RideRow, recordTransition } from './announce';

export async function endWaitingRequests(
  tx: Tx,
  input: { driverId: string; actorId: string | null },
): Promise<number> {
  const ended = (await tx
    .update(rides)
    .set({ status: 'rejected', endedAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(rides.driverId, input.driverId), eq(rides.status, 'requested')))
    .returning()) as RideRow[];
  for (const ride of ended) {
    await recordTransition(tx, {
      ride,
      from: 'requested',
      actorId: input.actorId,
      message: driverGoneNotice.unavailable(ride),
    });
  }
  return ended.length;
}

/** Inside the accept transaction: the driver must still be an approved, enabled driver or biker. */
export const NOT_APPROVED_TO_ACCEPT =
  'Your account is not approved to accept rides right now. Check Settings or contact support.';
