// Drivers and bikers whose average rating is under the operator's threshold after enough ratings.
import { useFlaggedDrivers } from '../api/list-flagged-drivers';
import { QueryState } from './query-state';

export function FlaggedDrivers() {
  const flagged = useFlaggedDrivers();
  const data = flagged.data;
  return (
    <section aria-labelledby="flagged-title" className="admin-subsection">
      <h2 id="flagged-title">Drivers to review (ratings)</h2>
      {data && (
        <p className="admin-muted">
          Average under {data.threshold} after at least {data.minimumRatings} ratings (change the threshold in
          Settings).
        </p>
      )}
      <QueryState
        isLoading={flagged.isLoading}
        error={flagged.error}
        isEmpty={data?.drivers.length === 0}
        emptyText="No driver is under the threshold."
      >
        <div className="admin-list">
          {data?.drivers.map((driver) => (
            <article key={driver._id} className="admin-card" aria-label={driver.name}>
              <h3>
                {driver.name} · ★ {driver.rating.toFixed(1)} ({driver.ratingCount})
              </h3>
              <p className="admin-muted">
                {driver.preferredType} · {driver.email}
                {driver.disabled ? ' · disabled' : ''}
              </p>
            </article>
          ))}
        </div>
      </QueryState>
    </section>
  );
}
