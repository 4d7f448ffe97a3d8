// The signed-in user's own profile (GET/PUT /api/user/profile, profile-upload). Every query is
// scoped to that user's id; the body can change only name, username, phone number, password and language.
import { rm } from 'node:fs/promises';
import { type Language, type Profile, ROLES, type Role } from '@waka/shared';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { uploads, users } from '../../db/schema';
import { AppError, isUniqueViolation } from '../../lib/errors';
import { sendPasswordChangedEmail } from '../auth/emails';
import { AUTH_MSG } from '../auth/errors';
import { hashPassword, verifyPassword } from '../auth/passwords';
import { nextWholeSecond } from '../auth/session-service';
import { storedPath, storeUpload } from './storage';

const profileColumns = {
  id: users.id,
  name: users.name,
  username: users.username,
  email: users.email,
  phoneNumber: users.phoneNumber,
  profilePicture: users.profilePicture,
  preferredType: users.preferredType,
  approved: users.approved,
  isAdmin: users.isAdmin,
  language: users.language,
};

function asRole(value: string | null): Role | null {
  return (ROLES as readonly string[]).includes(value ?? '') ? (value as Role) : null;
}

export async function getProfile(app: FastifyInstance, userId: string): Promise<Profile> {
  const [row] = await app.database.db.select(profileColumns).from(users).where(eq(users.id, userId));
  if (!row) throw new AppError('not_found', 'User not found.');
  return { ...row, preferredType: asRole(row.preferredType) };
}

export const WRONG_CURRENT_PASSWORD = 'Your current password is not correct. Check it and try again.';

export async function updateProfile(
  app: FastifyInstance,
  input: {
    userId: string;
    /** The session making the change: it stays signed in when the password changes. */
    sessionHash: string;
    name?: string;
    username?: string;
    phoneNumber?: string;
    password?: string;
    currentPassword?: string;
    language?: Language;
    /** Counts a wrong current password like a wrong sign-in (a secret is being checked). */
    onWrongPassword?: () => Promise<void>;
  },
): Promise<Profile> {
  const db = app.database.db;
  if (input.password && input.currentPassword !== undefined) {
    const [row] = await db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, input.userId));
    if (!row || !(await verifyPassword(row.hash, input.currentPassword))) {
      await input.onWrongPassword?.();
      throw new AppError('bad_request', WRONG_CURRENT_PASSWORD);
    }
  }
  if (input.username) {
    const [taken] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(sql`lower(${users.username}) = lower(${input.username})`, ne(users.id, input.userId)))
      .limit(1);
    if (taken) throw new AppError('conflict', AUTH_MSG.usernameTaken);
  }
  if (input.phoneNumber) {
    const [taken] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.phoneNumber, input.phoneNumber), ne(users.id, input.userId)))
      .limit(1);
    if (taken) throw new AppError('conflict', AUTH_MSG.phoneTaken);
  }
  const changes = {
    ...(input.name ? { name: input.name } : {}),
    ...(input.username ? { username: input.username } : {}),
    ...(input.phoneNumber ? { phoneNumber: input.phoneNumber } : {}),
    ...(input.language ? { language: input.language } : {}),
    ...(input.password
      ? {
          passwordHash: await hashPassword(input.password),
          // Every other session ends; this one (named by its token's hash) stays signed in.
          sessionsValidAfter: nextWholeSecond(new Date()),
          keptSessionHash: input.sessionHash,
        }
      : {}),
  };
  if (Object.keys(changes).length > 0) {
    try {
      await db
        .update(users)
        .set({ ...changes, updatedAt: new Date() })
        .where(eq(users.id, input.userId));
    } catch (error) {
      if (isUniqueViolation(error, 'users_username_lower_unique'))
        throw new AppError('conflict', AUTH_MSG.usernameTaken);
      throw error;
    }
  }
  const profile = await getProfile(app, input.userId);
  if (input.password) {
    app.jobs.track(
      'password-changed-mail',
      sendPasswordChangedEmail(app, { to: profile.email, name: profile.name }),
    );
  }
  return profile;
}

const PROFILE_URL_PREFIX = '/uploads/profile/';

/**
 * Stores a new picture and points the profile at it; the answer is the public URL. The picture it replaces
 * is forgotten in the same transaction and its file removed once that commits, so replaced pictures do not
 * pile up on disk.
 */
export async function setProfilePicture(
  app: FastifyInstance,
  input: { userId: string; buffer: Buffer },
): Promise<string> {
  const { url, replaced } = await app.database.db.transaction(async (tx) => {
    const [before] = await tx
      .select({ profilePicture: users.profilePicture })
      .from(users)
      .where(eq(users.id, input.userId));
    const stored = await storeUpload(tx, app.config, {
      ownerId: input.userId,
      area: 'profile',
      buffer: input.buffer,
    });
    const url = `${PROFILE_URL_PREFIX}${stored.fileName}`;
    await tx
      .update(users)
      .set({ profilePicture: url, updatedAt: new Date() })
      .where(eq(users.id, input.userId));
    const previous = before?.profilePicture;
    if (!previous?.startsWith(PROFILE_URL_PREFIX)) return { url, replaced: undefined };
    const [removed] = await tx
      .delete(uploads)
      .where(
        and(
          eq(uploads.ownerId, input.userId),
          eq(uploads.kind, 'profile'),
          eq(uploads.storedName, `public/profile/${previous.slice(PROFILE_URL_PREFIX.length)}`),
        ),
      )
      .returning({ storedName: uploads.storedName });
    return { url, replaced: removed?.storedName };
  });
  if (replaced) await rm(storedPath(app.config, replaced), { force: true });
  return url;
}

/** A document of this user (or any document, for an admin); null hides whether it exists. */
export async function findDocument(
  app: FastifyInstance,
  input: { documentId: string; userId: string; isAdmin: boolean },
) {
  const [row] = await app.database.db
    .select()
    .from(uploads)
    .where(and(eq(uploads.id, input.documentId), eq(uploads.kind, 'document')))
    .limit(1);
  if (!row || (row.ownerId !== input.userId && !input.isAdmin)) return null;
  return row;
}
