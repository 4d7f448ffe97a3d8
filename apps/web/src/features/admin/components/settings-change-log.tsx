// Every settings change: who, when, and each value from → to (audit_log, action settings.update).
import { useState } from 'react';
import { useAudit } from '../api/list-audit';
import { formatDateTime } from '../lib/format';
import { Pager } from './pager';
import { QueryState } from './query-state';

const PAGE = 10;
const LABELS: Record<string, string> = {
  commissionRate: 'Commission rate',
  lowBalanceThresholdKobo: 'Low-balance threshold',
  rideRequestTimeoutS: 'Request timeout',
  tariffs: 'Tariffs',
};

function describe(key: string, value: unknown): string {
  if (key === 'commissionRate') return `${Math.round(Number(value) * 10_000) / 100} %`;
  if (key === 'lowBalanceThresholdKobo') return `₦${(Number(value) / 100).toLocaleString('en-NG')}`;
  if (key === 'rideRequestTimeoutS') return `${value} s`;
  if (key === 'tariffs' && value && typeof value === 'object') {
    return Object.entries(value as Record<string, Record<string, number>>)
      .map(
        ([vehicle, t]) =>
          `${vehicle === 'biker' ? 'bike' : 'car'} ₦${t.baseNaira}+₦${t.perKmNaira}/km+₦${t.perMinuteNaira}/min, min ₦${t.minimumNaira}`,
      )
      .join('; ');
  }
  return JSON.stringify(value);
}

export function SettingsChangeLog() {
  const [offset, setOffset] = useState(0);
  const audit = useAudit({ action: 'settings.update', limit: PAGE, offset });
  return (
    <div className="admin-card">
      <h2>Change log</h2>
      <QueryState
        isLoading={audit.isLoading}
        error={audit.error}
        isEmpty={audit.data?.entries.length === 0}
        emptyText="No changes yet: the installation defaults apply."
      >
        <ol className="admin-timeline">
          {audit.data?.entries.map((entry) => {
            const changes =
              (entry.details as { changes?: Record<string, { from: unknown; to: unknown }> })?.changes ?? {};
            return (
              <li key={entry.id}>
                <time>{formatDateTime(entry.createdAt)}</time>
                <span>
                  <strong>{entry.actor?.name ?? 'Command line'}</strong>
                  {Object.entries(changes).map(([key, change]) => (
                    <span key={key} className="admin-change">
                      {LABELS[key] ?? key}: {describe(key, change.from)} →{' '}
                      <strong>{describe(key, change.to)}</strong>
                    </span>
                  ))}
                </span>
              </li>
            );
          })}
        </ol>
        <Pager offset={offset} limit={PAGE} total={audit.data?.total ?? 0} onChange={setOffset} />
      </QueryState>
    </div>
  );
}
