// The support inbox (messages from POST /api/message, mark handled).
import { asc, count, desc, eq, isNotNull, isNull, type SQL } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { supportMessages, users } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { recordAudit } from './audit';

export async function listSupportMessages(
  db: DbOrTx,
  input: { handled?: boolean; limit: number; offset: number },
) {
  let where: SQL | undefined;
  if (input.handled === true) where = isNotNull(supportMessages.handledAt);
  if (input.handled === false) where = isNull(supportMessages.handledAt);
  const rows = await db
    .select({
      message: supportMessages,
      user: { id: users.id, name: users.name, email: users.email, phoneNumber: users.phoneNumber },
    })
    .from(supportMessages)
    .innerJoin(users, eq(supportMessages.userId, users.id))
    .where(where)
    // Unhandled: oldest first (first come, first answered); otherwise newest first.
    .orderBy(input.handled === false ? asc(supportMessages.createdAt) : desc(supportMessages.createdAt))
    .limit(input.limit)
    .offset(input.offset);
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(supportMessages).where(where);
  return {
    messages: rows.map(({ message, user }) => ({
      _id: message.id,
      subject: message.subject,
      message: message.message,
      user: { _id: user.id, name: user.name, email: user.email, phoneNumber: user.phoneNumber },
      createdAt: message.createdAt.toISOString(),
      handledAt: message.handledAt?.toISOString() ?? null,
      handledBy: message.handledBy,
    })),
    total,
  };
}

export async function markSupportHandled(
  db: Db,
  input: { actorId: string; messageId: string; handled: boolean },
) {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(supportMessages)
      .set(
        input.handled
          ? { handledAt: new Date(), handledBy: input.actorId }
          : { handledAt: null, handledBy: null },
      )
      .where(eq(supportMessages.id, input.messageId))
      .returning({ id: supportMessages.id, subject: supportMessages.subject });
    if (!row) throw new AppError('not_found', 'No support message has this id.');
    await recordAudit(tx, {
      actorId: input.actorId,
      action: input.handled ? 'support.handled' : 'support.reopened',
      targetType: 'support_message',
      targetId: row.id,
      details: { subject: row.subject },
    });
  });
}
