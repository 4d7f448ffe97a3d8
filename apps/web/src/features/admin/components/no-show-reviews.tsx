// Riders past the no-show limit: the Terms' disable happens only when an operator confirms it here.
import { toast } from '../../../lib/toast';
import { useDecideNoShow } from '../api/decide-no-show';
import { useNoShowReviews } from '../api/list-no-show-reviews';
import { errorText } from '../lib/admin-fetch';
import { formatDateTime } from '../lib/format';
import { QueryState } from './query-state';

export function NoShowReviews() {
  const reviews = useNoShowReviews();
  const decide = useDecideNoShow();
  const act = (userId: string, disable: boolean) =>
    decide.mutate(
      { userId, disable },
      { onSuccess: (answer) => toast.success(answer.message), onError: (e) => toast.error(errorText(e)) },
    );
  return (
    <section aria-labelledby="no-show-title" className="admin-subsection">
      <h2 id="no-show-title">No-show reviews</h2>
      <QueryState
        isLoading={reviews.isLoading}
        error={reviews.error}
        isEmpty={reviews.data?.riders.length === 0}
        emptyText="No rider is waiting for a no-show decision."
      >
        <div className="admin-list">
          {reviews.data?.riders.map((rider) => (
            <article key={rider._id} className="admin-card" aria-label={rider.name}>
              <header className="admin-user-card__head">
                <div>
                  <h3>{rider.name}</h3>
                  <p className="admin-muted">
                    {rider.noShowCount} no-shows · waiting since {formatDateTime(rider.since)} · {rider.email}{' '}
                    · {rider.phoneNumber}
                  </p>
                </div>
                <div className="admin-actions">
                  <button
                    type="button"
                    className="admin-btn admin-btn--danger"
                    disabled={decide.isPending}
                    onClick={() => act(rider._id, true)}
                  >
                    Disable rider
                  </button>
                  <button
                    type="button"
                    className="admin-btn"
                    disabled={decide.isPending}
                    onClick={() => act(rider._id, false)}
                  >
                    Keep riding
                  </button>
                </div>
              </header>
            </article>
          ))}
        </div>
      </QueryState>
    </section>
  );
}
