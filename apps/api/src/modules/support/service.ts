// Support messages: stored for the admin to read and mark handled.
import type { DbOrTx } from '../../db/client';
import { supportMessages } from '../../db/schema';

export async function createSupportMessage(
  db: DbOrTx,
  input: { userId: string; subject: string; message: string },
): Promise<string> {
  const [row] = await db
    .insert(supportMessages)
    .values({ userId: input.userId, subject: input.subject, message: input.message })
    .returning({ id: supportMessages.id });
  return row!.id;
}
