// In-app notifications. Written inside the transaction of the change they describe, in the language of the
// person they are for, and pushed live as a `notification` event.
import type { Language } from '@waka/shared';
import { desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { notifications, users } from '../../db/schema';
import { publishEvent } from '../../events/bus';
import { keyOfMessage, translateMessage } from '../../i18n/translate';

/** The message in the reader's language; their account is read only for a text the catalogue has. */
async function inReadersLanguage(db: DbOrTx, userId: string, english: string, known?: Language) {
  if (known) return translateMessage(english, known);
  if (!keyOfMessage(english)) return english;
  const [reader] = await db.select({ language: users.language }).from(users).where(eq(users.id, userId));
  return translateMessage(english, reader?.language ?? 'en');
}

export async function createNotification(
  db: DbOrTx,
  input: {
    userId: string;
    /** English; written in the reader's language. */
    message: string;
    rideId?: string;
    /** The reader's language when the caller has it already (saves a read). */
    language?: Language;
  },
): Promise<void> {
  const message = await inReadersLanguage(db, input.userId, input.message, input.language);
  const [row] = await db
    .insert(notifications)
    .values({ userId: input.userId, message, rideId: input.rideId })
    .returning({ id: notifications.id, createdAt: notifications.createdAt });
  await publishEvent(db, {
    userId: input.userId,
    type: 'notification',
    payload: { _id: row!.id, message, createdAt: row!.createdAt.toISOString() },
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
