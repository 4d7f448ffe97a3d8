// Ratings: after a completed ride each side may rate the other once (docs/decisions/154). The unique index
// decides a double tap or two devices at once; the ratee's running sum and count change in the same
// transaction, so averages in nearby answers never drift from the ratings table.
import { MSG_SAFETY } from '@waka/shared';
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { ratings, users } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { findRideOfParty } from '../rides/ride-access';

export async function rateRide(
  db: DbOrTx,
  input: { rideId: string; userId: string; stars: number; comment: string },
) {
  return db.transaction(async (tx) => {
    const ride = await findRideOfParty(tx, { rideId: input.rideId, userId: input.userId });
    if (ride.status !== 'completed') throw new AppError('conflict', MSG_SAFETY.rateOnlyCompleted);
    const rateeId = ride.riderId === input.userId ? ride.driverId : ride.riderId;
    const [inserted] = await tx
      .insert(ratings)
      .values({ rideId: ride.id, raterId: input.userId, rateeId, stars: input.stars, comment: input.comment })
      .onConflictDoNothing()
      .returning({ stars: ratings.stars, comment: ratings.comment });
    if (!inserted) throw new AppError('conflict', MSG_SAFETY.alreadyRated);
    await tx
      .update(users)
      .set({
        ratingSum: sql`${users.ratingSum} + ${input.stars}`,
        ratingCount: sql`${users.ratingCount} + 1`,
      })
      .where(eq(users.id, rateeId));
    return { message: 'Thank you for rating this ride.', rating: inserted };
  });
}
