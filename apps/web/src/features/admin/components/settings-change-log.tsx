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
  tripLimitsKm: 'Trip limits',
};

type Tariff = { baseNaira: number; perKmNaira: number; perMinuteNaira: number; minimumNaira: number };

function describe(key: string, value: unknown): string {
  if (key === 'commissionRate') return `${Math.round(Number(value) * 10_000) / 100} %`;
  if (key === 'lowBalanceThresholdKobo') return `₦${(Number(value) / 100).toLocaleString('en-NG')}`;
  if (key === 'rideRequestTimeoutS') return `${value} s`;
  if (key === 'tripLimitsKm') {
    const limits = (value ?? {}) as { driver?: number; biker?: number };
    return `bike ${limits.biker ?? '—'} km, car ${limits.driver ?? '—'} km`;
  }
  return JSON.stringify(value);
}

const describeTariff = (t: Tariff | undefined) =>
  t ? `₦${t.baseNaira} + ₦${t.perKmNaira}/km + ₦${t.perMinuteNaira}/min, minimum ₦${t.minimumNaira}` : '—';

const BRAND_LABELS: Record<string, string> = {
  name: 'Operator name',
  shortName: 'Short name',
  primaryColor: 'Primary colour',
  accentColor: 'Accent colour',
  logo: 'Logo',
};

const describeBrandValue = (field: string, value: unknown) =>
  value === null || value === undefined || value === ''
    ? field === 'logo'
      ? 'default icon'
      : '—'
    : String(value);

/** The brand is stored as one value: one line per brand field that changed, in words. */
function brandLines(change: { from: unknown; to: unknown }) {
  const from = (change.from ?? {}) as Record<string, unknown>;
  const to = (change.to ?? {}) as Record<string, unknown>;
  return Object.keys(to)
    .filter((field) => field in BRAND_LABELS && from[field] !== to[field])
    .map((field) => ({
      label: BRAND_LABELS[field]!,
      from: describeBrandValue(field, from[field]),
      to: describeBrandValue(field, to[field]),
    }));
}

/** One line per changed value; tariffs only for the vehicle types that changed, the brand per field. */
function changeLines(key: string, change: { from: unknown; to: unknown }) {
  if (key === 'brand') return brandLines(change);
  if (key !== 'tariffs')
    return [{ label: LABELS[key] ?? key, from: describe(key, change.from), to: describe(key, change.to) }];
  const from = (change.from ?? {}) as Record<string, Tariff>;
  const to = (change.to ?? {}) as Record<string, Tariff>;
  return Object.keys(to)
    .filter((vehicle) => JSON.stringify(from[vehicle]) !== JSON.stringify(to[vehicle]))
    .map((vehicle) => ({
      label: `${vehicle === 'biker' ? 'Bike' : 'Car'} tariff`,
      from: describeTariff(from[vehicle]),
      to: describeTariff(to[vehicle]),
    }));
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
                  {Object.entries(changes)
                    .flatMap(([key, change]) => changeLines(key, change))
                    .map((line) => (
                      <span key={line.label} className="admin-change">
                        {line.label}: {line.from} → <strong>{line.to}</strong>
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
