// A safety net for lost webhooks and closed tabs: every few minutes, pending payments of the last
// two days are checked with the provider through the same credit path, so a payer who never pressed Verify is
// still credited (once).
import { and, asc, eq, gt, lt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { payments } from '../../db/schema';
import { settlePayment } from './settle-payment';

const MIN_AGE_MS = 2 * 60_000;
const MAX_AGE_MS = 48 * 60 * 60_000;
const BATCH = 25;

export async function reconcilePendingPayments(
  app: FastifyInstance,
  input: { now?: Date } = {},
): Promise<number> {
  if (app.payments.name === 'unavailable') return 0;
  const now = input.now ?? new Date();
  const pending = await app.database.db
    .select({ reference: payments.reference })
    .from(payments)
    .where(
      and(
        eq(payments.status, 'pending'),
        eq(payments.provider, app.payments.name),
        lt(payments.createdAt, new Date(now.getTime() - MIN_AGE_MS)),
        gt(payments.createdAt, new Date(now.getTime() - MAX_AGE_MS)),
      ),
    )
    .orderBy(asc(payments.createdAt))
    .limit(BATCH);
  let credited = 0;
  for (const { reference } of pending) {
    try {
      const outcome = await settlePayment(app, { reference });
      if (outcome.status === 'success') credited += 1;
    } catch (error) {
      app.log.warn({ err: error, reference }, 'could not reconcile a pending payment');
    }
  }
  return credited;
}
