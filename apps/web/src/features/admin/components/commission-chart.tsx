// Commission earned per day (last 30 days): bars scaled to the best day, exact numbers on hover and below.
import { useCommissionDaily } from '../api/get-commission-daily';
import { formatNaira } from '../lib/format';
import { QueryState } from './query-state';

const DAYS = 30;

export function CommissionChart() {
  const daily = useCommissionDaily(DAYS);
  const days = daily.data?.days ?? [];
  const best = Math.max(1, ...days.map((day) => day.commission));
  const today = days.at(-1);
  return (
    <div className="admin-card">
      <div className="admin-section-head">
        <h2>Commission per day</h2>
        <span className="admin-muted">last {DAYS} days</span>
      </div>
      <QueryState isLoading={daily.isLoading} error={daily.error} isEmpty={false} emptyText="">
        <p className="admin-figure">
          {formatNaira(daily.data?.total ?? 0)} <span className="admin-muted">in {DAYS} days</span>
        </p>
        <div className="admin-bars" role="img" aria-label={`Commission per day for the last ${DAYS} days`}>
          {days.map((day) => (
            <div
              key={day.date}
              className="admin-bar"
              style={{ height: `${Math.max(2, (day.commission / best) * 100)}%` }}
              title={`${day.date}: ${formatNaira(day.commission)} from ${day.rides} rides`}
            />
          ))}
        </div>
        <div className="admin-bars__axis admin-muted">
          <span>{days[0]?.date}</span>
          <span>{today?.date}</span>
        </div>
        {today && (
          <p className="admin-muted">
            Today: {formatNaira(today.commission)} from {today.rides} {today.rides === 1 ? 'ride' : 'rides'}
          </p>
        )}
      </QueryState>
    </div>
  );
}
