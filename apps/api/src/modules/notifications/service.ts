// In-app notifications. Written inside the transaction of the
// change they describe, and pushed live as a `notification` event.
import { desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { notifications } from '../../db/schema';
import { publishEvent } from '../../events/bus';

export async function createNotification(
  db: DbOrTx,
  input: { userId: string; message: string; rideId?: string },
): Promise<void> {
  const [row] = await db
    .insert(notifications)
    .values({ userId: input.userId, message: input.message, rideId: input.rideId })
    .returning({ id: notifications.id, createdAt: notifications.createdAt });
  await publishEvent(db, {
    userId: input.userId,
    type: 'notification',
    payload: { _id: row!.id, message: input.message, createdAt: row!.createdAt.toISOString() },
  });
}

export async function listNotifications(db: DbOrTx, input: { userId: string; limit?: number }) {
  const rows = await db
    .select({ _id: notifications.id, message: notifications.message, createdAt: notifications.createdAt })
    .from(notifications)
    .where(eq(notifications.userId, input.userId))
    .orderBy(desc(notifications.createdAt))
    .limit(input.limit ?? 100);
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}
