// Create or repair an administrator account: the ADMIN_EMAIL bootstrap at start and `npm run admin --
// create-admin` both come here. An existing account is promoted, re-enabled and verified; its password is
// replaced (ending earlier sessions) only when it differs, so a restart with the same ADMIN_PASSWORD logs
// nobody out.
import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { users } from '../../db/schema';
import { hashPassword, verifyPassword } from './passwords';

/** A username derived from the e-mail that nobody holds yet (usernames are unique, case-insensitive). */
async function freeUsername(db: DbOrTx, email: string): Promise<string> {
  const base = (email.split('@')[0] ?? 'admin')
    .replace(/[^A-Za-z0-9_]/g, '_')
    .slice(0, 20)
    .padEnd(3, '_');
  for (const candidate of [base, `${base}_admin`]) {
    const [taken] = await db
      .select({ id: users.id })
      .from(users)
      .where(sql`lower(${users.username}) = lower(${candidate})`)
      .limit(1);
    if (!taken) return candidate;
  }
  return `admin_${randomBytes(4).toString('hex')}`;
}

export interface AdminAccountInput {
  /** Lower-cased, validated by the caller. */
  email: string;
  password: string;
  /** Used only when the account is created. */
  phoneNumber: string;
}

export async function upsertAdminAccount(
  db: DbOrTx,
  input: AdminAccountInput,
): Promise<{ id: string; outcome: 'created' | 'updated' }> {
  const now = new Date();
  const [existing] = await db
    .select({ id: users.id, passwordHash: users.passwordHash, emailVerifiedAt: users.emailVerifiedAt })
    .from(users)
    .where(eq(users.email, input.email))
    .limit(1);
  if (existing) {
    const isSamePassword = await verifyPassword(existing.passwordHash, input.password);
    await db
      .update(users)
      .set({
        isAdmin: true,
        disabled: false,
        emailVerifiedAt: existing.emailVerifiedAt ?? now,
        ...(isSamePassword
          ? {}
          : {
              passwordHash: await hashPassword(input.password),
              sessionsValidAfter: now,
              keptSessionHash: null,
            }),
        updatedAt: now,
      })
      .where(eq(users.id, existing.id));
    return { id: existing.id, outcome: 'updated' };
  }
  const [row] = await db
    .insert(users)
    .values({
      name: 'Waka Admin',
      username: await freeUsername(db, input.email),
      email: input.email,
      phoneNumber: input.phoneNumber,
      passwordHash: await hashPassword(input.password),
      preferredType: 'rider',
      approved: true,
      isAdmin: true,
      emailVerifiedAt: now,
    })
    .returning({ id: users.id });
  return { id: row!.id, outcome: 'created' };
}
