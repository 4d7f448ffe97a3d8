// Approve, reject (a reason is required), disable or enable one account.
import type { AdminUser } from '@waka/shared';
import { useState } from 'react';
import { toast } from '../../../lib/toast';
import { useForm } from '../../../lib/use-form';
import { useReviewUser } from '../api/review-user';
import { useSetUserDisabled } from '../api/set-user-disabled';
import { errorText } from '../lib/admin-fetch';

export function ReviewActions({ user }: { user: AdminUser }) {
  const review = useReviewUser();
  const disable = useSetUserDisabled();
  const [isRejecting, setIsRejecting] = useState(false);
  const form = useForm({ reason: '' });
  const isVehicle = user.preferredType === 'driver' || user.preferredType === 'biker';
  const busy = review.isPending || disable.isPending;
  const report = {
    onSuccess: (answer: { message: string }) => toast.success(answer.message),
    onError: (error: unknown) => toast.error(errorText(error)),
  };

  const submitReject = form.onSubmit(
    () => null,
    ({ reason }) =>
      review.mutate(
        { userId: user._id, approved: false, reason: reason.trim() },
        {
          ...report,
          onSuccess: (answer) => {
            setIsRejecting(false);
            form.setValues({ reason: '' });
            toast.success(answer.message);
          },
        },
      ),
  );

  return (
    <div className="admin-actions">
      {isVehicle && !user.approved && (
        <button
          type="button"
          className="admin-btn admin-btn--primary"
          disabled={busy}
          onClick={() => review.mutate({ userId: user._id, approved: true }, report)}
        >
          Approve
        </button>
      )}
      {isVehicle && !isRejecting && (
        <button type="button" className="admin-btn" disabled={busy} onClick={() => setIsRejecting(true)}>
          {user.approved ? 'Revoke approval' : 'Reject'}
        </button>
      )}
      <button
        type="button"
        className={user.disabled ? 'admin-btn' : 'admin-btn admin-btn--danger'}
        disabled={busy || user.isAdmin}
        title={user.isAdmin ? 'Administrators cannot be disabled here' : undefined}
        onClick={() => disable.mutate({ userId: user._id, disabled: !user.disabled }, report)}
      >
        {user.disabled ? 'Enable account' : 'Disable account'}
      </button>
      {isRejecting && (
        <form className="admin-reject" onSubmit={submitReject}>
          <label className="admin-field">
            <span>Reason (sent to {user.name})</span>
            <textarea
              required
              maxLength={500}
              rows={2}
              {...form.text('reason')}
              placeholder="e.g. The licence photo is blurred; please upload a clearer one."
            />
          </label>
          <div className="admin-actions">
            <button
              type="submit"
              className="admin-btn admin-btn--danger"
              disabled={busy || form.values.reason.trim() === ''}
            >
              Confirm rejection
            </button>
            <button type="button" className="admin-btn" onClick={() => setIsRejecting(false)}>
              Cancel
            </button>
          </div>
        </form>
      )}
    </div>
  );
}
