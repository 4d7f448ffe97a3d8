// Unanswered requests expire after the configured timeout (an operator setting) and the rider is
// told. Every instance runs this job; the conditional UPDATE with SKIP LOCKED lets each ride expire once.
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../drivers/availability';
import { type RideRow, recordTransition } from './announce';

export const EXPIRE_INTERVAL_MS = 5000;
const BATCH = 100;

export async function expireRides(db: Db): Promise<number> {
  return db.transaction(async (tx) => {
    const expiredIds = await queryRows<{ id: string }>(
      tx,
      sql`UPDATE rides SET status = 'expired', updated_at = now(), ended_at = now()
          WHERE id IN (SELECT id FROM rides WHERE status = 'requested' AND expires_at <= now()
                       ORDER BY expires_at LIMIT ${BATCH} FOR UPDATE SKIP LOCKED)
            AND status = 'requested'
          RETURNING id`,
    );
    for (const { id } of expiredIds) {
      const ride = await tx.query.rides.findFirst({ where: (r, { eq }) => eq(r.id, id) });
      await recordTransition(tx, { ride: ride as RideRow, from: 'requested', actorId: null });
    }
    return expiredIds.length;
  });
}
