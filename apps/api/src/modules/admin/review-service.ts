// Reviewing drivers and bikers, and disabling accounts. The change, the user's
// notification and the audit row commit together; the e-mail goes after the commit (a slow SMTP server must
// not hold a transaction open, and a failed send does not undo the review).
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { driverProfiles, users } from '../../db/schema';
import { AppError } from '../../lib/errors';
import type { MailResult } from '../../providers/mail/mailer';
import { createNotification } from '../notifications/service';
import { markDocumentsRetired, profileDocumentIds } from '../profile/retire-uploads';
import { endWaitingRequests } from '../rides/end-waiting-requests';
import { recordAudit } from './audit';

/** Sends the review e-mail (the accounts feature's sendAccountReviewEmail template). */
export type SendReviewEmail = (input: {
  to: string;
  name: string;
  approved: boolean;
  reason?: string;
}) => Promise<MailResult>;

/** The in-app notification of a review (shown on the user's /notifications). */
export function reviewMessage(input: { approved: boolean; reason?: string }): string {
  return input.approved
    ? 'Your account has been approved. You can now receive ride requests.'
    : `Your application was not approved: ${input.reason}. Please update your details and submit them again.`;
}

export interface ReviewInput {
  actorId: string | null;
  userId: string;
  approved: boolean;
  reason?: string;
}

export async function reviewApplication(db: Db, sendEmail: SendReviewEmail, input: ReviewInput) {
  const reason = input.reason?.trim() || undefined;
  if (!input.approved && !reason) {
    throw new AppError('bad_request', 'Give a reason when rejecting an application.');
  }
  const user = await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ id: users.id, name: users.name, email: users.email, preferredType: users.preferredType })
      .from(users)
      .where(eq(users.id, input.userId))
      .for('update');
    if (!row) throw new AppError('not_found', 'No user has this id.');
    if (row.preferredType !== 'driver' && row.preferredType !== 'biker') {
      throw new AppError('conflict', 'Only drivers and bike riders are approved; this account is not one.');
    }
    const now = new Date();
    await tx
      .update(users)
      .set({ approved: input.approved, rejectionReason: input.approved ? null : reason, updatedAt: now })
      .where(eq(users.id, row.id));
    await tx
      .update(driverProfiles)
      .set({ reviewedAt: now, reviewedBy: input.actorId })
      .where(eq(driverProfiles.userId, row.id));
    if (!input.approved) await endWaitingRequests(tx, { driverId: row.id, actorId: input.actorId });
    // A rejected application's documents are removed after the retention period unless approved meanwhile.
    await markDocumentsRetired(tx, { ids: await profileDocumentIds(tx, row.id), retired: !input.approved });
    await createNotification(tx, {
      userId: row.id,
      message: reviewMessage({ approved: input.approved, reason }),
    });
    await recordAudit(tx, {
      actorId: input.actorId,
      action: input.approved ? 'user.approve' : 'user.reject',
      targetType: 'user',
      targetId: row.id,
      details: { email: row.email, ...(reason ? { reason } : {}) },
    });
    return row;
  });
  const mail = await sendEmail({ to: user.email, name: user.name, approved: input.approved, reason });
  return { emailed: mail.delivered };
}

export async function setUserDisabled(
  db: Db,
  input: { actorId: string; userId: string; disabled: boolean; reason?: string },
) {
  if (input.actorId === input.userId && input.disabled) {
    throw new AppError('bad_request', 'You cannot disable your own account.');
  }
  const reason = input.reason?.trim() || null;
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(users)
      .set({
        disabled: input.disabled,
        disabledReason: input.disabled ? reason : null,
        updatedAt: new Date(),
      })
      .where(eq(users.id, input.userId))
      .returning({ id: users.id, email: users.email });
    if (!row) throw new AppError('not_found', 'No user has this id.');
    if (input.disabled) await endWaitingRequests(tx, { driverId: row.id, actorId: input.actorId });
    await recordAudit(tx, {
      actorId: input.actorId,
      action: input.disabled ? 'user.disable' : 'user.enable',
      targetType: 'user',
      targetId: row.id,
      details: { email: row.email, ...(reason ? { reason } : {}) },
    });
  });
}
