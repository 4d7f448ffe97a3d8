// Decisions the safety rules leave to a person: riders past the no-show limit (disable or keep riding), and
// drivers whose average rating fell under the operator's threshold after enough ratings.
import { averageRating, RATINGS_BEFORE_REVIEW } from '@waka/shared';
import { and, asc, eq, gte, inArray, isNotNull, lt, sql } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Db, DbOrTx } from '../../db/client';
import { users } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { getSettings } from '../settings/service';
import { recordAudit } from './audit';
import { setUserDisabled } from './review-service';

export async function listNoShowReviews(db: DbOrTx) {
  const rows = await db
    .select({
      _id: users.id,
      name: users.name,
      email: users.email,
      phoneNumber: users.phoneNumber,
      noShowCount: users.noShowCount,
      since: users.noShowReviewSince,
    })
    .from(users)
    .where(isNotNull(users.noShowReviewSince))
    .orderBy(asc(users.noShowReviewSince))
    .limit(100);
  return { riders: rows.map((row) => ({ ...row, since: row.since!.toISOString() })) };
}

/** Confirm the Terms' disable, or keep the rider riding; either way the review is closed and audited. */
export async function decideNoShowReview(
  db: Db,
  input: { actorId: string; userId: string; disable: boolean },
) {
  const [pending] = await db
    .select({ count: users.noShowCount })
    .from(users)
    .where(and(eq(users.id, input.userId), isNotNull(users.noShowReviewSince)));
  if (!pending) throw new AppError('not_found', 'This rider is not waiting for a no-show review.');
  if (input.disable) {
    await setUserDisabled(db, {
      actorId: input.actorId,
      userId: input.userId,
      disabled: true,
      reason: `More than two no-shows (${pending.count}), confirmed by an operator (Terms).`,
    });
  }
  await db.transaction(async (tx) => {
    await tx.update(users).set({ noShowReviewSince: null }).where(eq(users.id, input.userId));
    await recordAudit(tx, {
      actorId: input.actorId,
      action: input.disable ? 'no_show_review.disable' : 'no_show_review.dismiss',
      targetType: 'user',
      targetId: input.userId,
      details: { noShowCount: pending.count },
    });
  });
  return { message: input.disable ? 'The rider is disabled.' : 'The rider keeps riding.' };
}

/** Drivers and bikers under the threshold with at least RATINGS_BEFORE_REVIEW ratings, lowest first. */
export async function listFlaggedDrivers(db: DbOrTx, config: Config) {
  const { ratingReviewBelow } = await getSettings(db, config);
  const rows = await db
    .select({
      _id: users.id,
      name: users.name,
      email: users.email,
      preferredType: users.preferredType,
      sum: users.ratingSum,
      count: users.ratingCount,
      disabled: users.disabled,
    })
    .from(users)
    .where(
      and(
        inArray(users.preferredType, ['driver', 'biker']),
        gte(users.ratingCount, RATINGS_BEFORE_REVIEW),
        lt(users.ratingSum, sql`${ratingReviewBelow}::float8 * ${users.ratingCount}`),
      ),
    )
    .orderBy(sql`${users.ratingSum}::float8 / ${users.ratingCount}`)
    .limit(100);
  return {
    threshold: ratingReviewBelow,
    minimumRatings: RATINGS_BEFORE_REVIEW,
    drivers: rows.map(({ sum, count, ...row }) => ({
      ...row,
      rating: averageRating(sum, count) ?? 0,
      ratingCount: count,
    })),
  };
}
